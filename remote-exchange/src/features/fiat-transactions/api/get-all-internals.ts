import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';
import { type ListFilter, listQuery } from '../../../lib/lists/list-filter';

const endpoint = endpoints['internalTransfer.getAllInternals'];

// One list of the bundle paged by the server (`?list=` plus the page's filters, contract 1.1); its answer also
// carries the account filter's options (useraccount). Only the enabled list (the chosen type) asks the server.
const NONE: never[] = [];
const paged = (list: 'ledger' | 'internal' | 'outgoing', filter: ListFilter) => ({
  list,
  ...listQuery(filter),
});

export const useLedgerPage = (filter: ListFilter, enabled: boolean) =>
  usePagedList(endpoint, {
    filters: paged('ledger', filter),
    read: (a) => ({ rows: a.balancedata ?? NONE, total: a.paging?.total ?? 0 }),
    enabled,
  });

export const useInternalPage = (filter: ListFilter, enabled: boolean) =>
  usePagedList(endpoint, {
    filters: paged('internal', filter),
    read: (a) => ({ rows: a.data, total: a.paging?.total ?? 0 }),
    enabled,
  });

export const useOutgoingPage = (filter: ListFilter, enabled: boolean) =>
  usePagedList(endpoint, {
    filters: paged('outgoing', filter),
    read: (a) => ({ rows: a.outgoing ?? NONE, total: a.paging?.total ?? 0 }),
    enabled,
  });
