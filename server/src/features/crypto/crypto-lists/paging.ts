import type { ListWindow } from '../../../lib/list-scope';

export type CryptoList =
  | 'buyselltra'
  | 'withdrawtransaction'
  | 'swaptra'
  | 'deposittransaction'
  | 'transfer_array'
  | 'depoaddress'
  | 'withaddress';

export type Paged<T> = { rows: T[]; total: () => Promise<number> };

/** One list: its rows (newest first, a page when asked) and, for `paging`, how many match. Filters are SQL. */
export const page = async <T>(
  window: ListWindow | undefined,
  rows: (limit?: number, offset?: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> => ({
  rows: window ? await rows(window.size, (window.page - 1) * window.size) : await rows(),
  total,
});

export const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

export const limited = <Q extends { limit: (n: number) => { offset: (n: number) => unknown } }>(
  query: Q,
  limit?: number,
  offset?: number,
) => (limit === undefined ? query : query.limit(limit).offset(offset ?? 0)) as unknown as Promise<Awaited<Q>>;
