import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { configureApi } from '../../api/config';
import { queryClient } from '../../api/query-client';
import { stubNetwork } from '../../api/test-adapter';
import { answerOf, defineEndpoint } from '../../contract/define-endpoint';
import { usePagedList } from './use-paged-list';

const list = defineEndpoint({
  id: 'test.paged',
  method: 'GET',
  path: 'user/test/paged',
  auth: 'user',
  answer: answerOf(v.array(v.object({ id: v.number() })), {
    paging: v.optional(v.object({ page: v.number(), size: v.number(), total: v.number() })),
  }),
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const ALL = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));

/** A server as the contract pages it: whole list without page/size, one page plus `paging` with them; `min`
 * filters on id. */
const serve = () =>
  stubNetwork((request) => {
    const query = (request.params ?? {}) as Record<string, string | number | undefined>;
    const rows = ALL.filter((row) => query.min === undefined || row.id >= Number(query.min));
    if (query.page === undefined) return { data: { code: '200', message: '', data: rows } };
    const page = Number(query.page);
    const size = Number(query.size);
    return {
      data: {
        code: '200',
        message: '',
        data: rows.slice((page - 1) * size, page * size),
        paging: { page, size, total: rows.length },
      },
    };
  });
const read = (answer: { data: { id: number }[]; paging?: { total: number } | undefined }) => ({
  rows: answer.data,
  total: answer.paging?.total ?? answer.data.length,
});

describe('usePagedList', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
  });

  it('asks the server for one page, pages on, and starts again at page 1 when a filter changes', async () => {
    const requests = serve();
    const { result, rerender } = renderHook(
      ({ min }: { min?: number }) => usePagedList(list, { filters: { min }, read }),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.server.total).toBe(12);
    expect(requests.at(-1)?.params).toEqual({ page: 1, size: 5 });

    act(() => result.current.server.onPageChange(2, 5));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([11, 12]));
    expect(requests.at(-1)?.params).toEqual({ page: 3, size: 5 });

    rerender({ min: 4 });
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([4, 5, 6, 7, 8]));
    expect(result.current.server.pageIndex).toBe(0);
    expect(result.current.server.total).toBe(9);
    expect(requests.at(-1)?.params).toEqual({ min: 4, page: 1, size: 5 });
    expect(result.current.server.selectionScope).toBe(JSON.stringify({ min: 4 }));
  });

  it('exports every matching row in one request without page and size', async () => {
    const requests = serve();
    const { result } = renderHook(() => usePagedList(list, { filters: { min: 3 }, read }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    const all = await result.current.server.fetchAllRows?.();
    expect(all?.map((r) => r.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(requests.at(-1)?.params).toEqual({ min: 3 });
  });
});
