import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getAllInternal'];
export type BalanceSheetEntry = AnswerOf<typeof endpoint>['data'][number];

/** The fiat virtual-wallet balance sheet, newest first. */
export const useFiatTransactions = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
