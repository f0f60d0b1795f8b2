import { endpoints, type AnswerOf } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';

const endpoint = endpoints['account.getAllInternal'];
export type BalanceSheetEntry = AnswerOf<typeof endpoint>['data'][number];
const NO_FILTERS = {};

/** The fiat virtual-wallet balance sheet, newest first, one page at a time from the server (contract 1.3). */
export const useFiatTransactions = () =>
  usePagedList(endpoint, {
    filters: NO_FILTERS,
    read: (answer) => ({ rows: answer.data, total: answer.paging?.total ?? 0 }),
  });
