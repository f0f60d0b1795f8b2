import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getIbanTransactionHistory'];
export type IbanTransaction = AnswerOf<typeof endpoint>['data']['EUR'][number];

/** The EUR and USD IBAN balance sheets. */
export const useIbanHistory = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
