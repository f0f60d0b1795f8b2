import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';

const endpoint = endpoints['user.getUserLoginLogs'];
const NO_FILTERS = {};

/** The caller's sign-ins, one page at a time from the server (contract 1.3); exports fetch every row once. */
export const useUserLoginLogs = () =>
  usePagedList(endpoint, {
    filters: NO_FILTERS,
    read: (answer) => ({ rows: answer.data, total: answer.paging?.total ?? 0 }),
  });
