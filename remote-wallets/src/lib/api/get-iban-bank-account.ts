import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getIbanBankAccount'];
export type IbanBankInfo = NonNullable<AnswerOf<typeof endpoint>['data']>;

/** The customer's IBAN bank details (IBAN, bank, SWIFT, address); data null = none. The IBAN page and the
 * reviews of the moves to and from it read this one source. */
export const useIbanBankAccount = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data ?? null });
