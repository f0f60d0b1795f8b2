import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getIbanBankAccount'];
export type IbanBankInfo = NonNullable<AnswerOf<typeof endpoint>['data']>;

/** data null = no bank details. */
export const useIbanBankAccount = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data ?? null });
