import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';

const endpoint = endpoints['deposit.getDepositFund'];
const NO_FILTERS = {};

/** The deposit history, one page at a time from the server (contract 1.1); the screen has no filter. */
export const useDepositFunds = () =>
  usePagedList(endpoint, {
    filters: NO_FILTERS,
    read: (answer) => ({ rows: answer.data ?? [], total: answer.paging?.total ?? 0 }),
  });
