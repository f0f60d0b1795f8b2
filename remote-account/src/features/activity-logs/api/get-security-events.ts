import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';

const endpoint = endpoints['user.getSecurityEvents'];
const NO_FILTERS = {};

/** The caller's security events, newest first, one page at a time (contract 1.5); exports fetch every row. */
export const useSecurityEvents = () =>
  usePagedList(endpoint, {
    filters: NO_FILTERS,
    read: (answer) => ({ rows: answer.data, total: answer.paging?.total ?? 0 }),
  });
