import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../api/api-call';
import type { ApiError } from '../../api/api-error';
import type { AnyCallOptions, AnyEndpoint, QueryValues } from '../../api/call-options';
import { apiQueryKey, pageQuery } from '../../api/query-helpers';
import type { AnswerOf } from '../../contract/define-endpoint';
import { DEFAULT_PAGE_SIZES, type DataTableServerMode } from './data-table-props';

export type PagedListOptions<E extends AnyEndpoint, T> = {
  /** The list's filters as the server takes them (e.g. from/to as YYYY-MM-DD, account id); undefined = none. */
  filters: QueryValues;
  /** The rows of an answer (a bundle call names its list) and how many match in all (`paging.total`). */
  read: (answer: AnswerOf<E>) => { rows: readonly T[]; total: number };
  /** First page size (the table's first page-size option). */
  pageSize?: number;
  enabled?: boolean;
};

const NONE: never[] = [];

/** A list paged by the server (contract 1.1 `?page=&size=` plus filters): the page on screen, the DataTable's
 * server mode (total, pager, export of every matching row in one request) and the query's state. New filters
 * start again at the first page and clear the selection; the page on screen stays while the next one loads. */
export const usePagedList = <E extends AnyEndpoint, T>(
  endpoint: E,
  { filters, read, pageSize = DEFAULT_PAGE_SIZES[0], enabled }: PagedListOptions<E, T>,
) => {
  const scope = JSON.stringify(filters);
  const [page, setPage] = useState({ index: 0, size: pageSize, scope });
  // Reset during render when the filters change (React's pattern for state derived from props).
  const current = page.scope === scope ? page : { index: 0, size: page.size, scope };
  if (current !== page) setPage(current);

  const options: AnyCallOptions = { query: pageQuery(filters, current.index, current.size) };
  const query = useQuery<AnswerOf<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, options),
    queryFn: ({ signal }) =>
      (apiCall as (e: AnyEndpoint, o: AnyCallOptions) => Promise<AnswerOf<E>>)(endpoint, {
        ...options,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Only when the caller says so: an explicit value would override a QueryClient whose default is off (tests).
    ...(enabled === undefined ? {} : { enabled }),
  });
  const answer = query.data ? read(query.data) : undefined;

  const server: DataTableServerMode<T> = {
    total: answer?.total ?? 0,
    pageIndex: current.index,
    pageSize: current.size,
    onPageChange: (index, size) => setPage({ index, size, scope }),
    fetchAllRows: async () => {
      const all = await (apiCall as (e: AnyEndpoint, o: AnyCallOptions) => Promise<AnswerOf<E>>)(endpoint, {
        query: filters,
      });
      return read(all).rows;
    },
    selectionScope: scope,
  };
  return { rows: answer?.rows ?? NONE, server, query, loading: query.isPending && !query.isError };
};
