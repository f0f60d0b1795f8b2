import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LedgerAccount } from './customer-funds/owned';

/** The filters of /fiat-transactions and the card lists as the contract validated them (endpoints/lists.ts). */
export type FiatListFilters = { from?: string; to?: string; account?: string };

/** A page of a list: 1-based page and its size. */
export type ListWindow = { page: number; size: number };

const NOTHING: SQL = sql`false`;

/** Midnight UTC starting a YYYY-MM-DD day. The wire shows UTC date-times and the client's day filter compares
 * their date part, so "a day" is the UTC calendar day on both sides. */
const dayStart = (day: string, plusDays = 0): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays));
};

/** from/to inclusive by day: created_at >= from 00:00 UTC and < the day after `to`. */
export const dayRange = (column: AnyColumn, { from, to }: FiatListFilters): SQL | undefined =>
  and(from ? gte(column, dayStart(from)) : undefined, to ? lt(column, dayStart(to, 1)) : undefined);

/** The account filter narrowed to the caller's own fiat accounts: another user's id matches nothing. */
export const scopedAccounts = (accounts: LedgerAccount[], { account }: FiatListFilters): LedgerAccount[] =>
  account ? accounts.filter((a) => a.id === Number(account)) : accounts;

/** `column = account` for a list filtered by account, `false` for an account that is not the caller's. */
export const accountMatch = (
  column: AnyColumn,
  accounts: LedgerAccount[],
  filters: FiatListFilters,
): SQL | undefined => {
  if (!filters.account) return undefined;
  const [own] = scopedAccounts(accounts, filters);
  return own ? sql`${column} = ${own.id}` : NOTHING;
};

/** The validated query of the card lists (shared/src/contract/endpoints/lists.ts, cardListQuerySchema). */
export type CardListQuery = {
  card?: string;
  kind?: string;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
};

/** The page asked for, when page and size came (the contract lets them come only together). */
export const listWindow = ({ page, size }: { page?: number; size?: number }): ListWindow | undefined =>
  page !== undefined && size !== undefined ? { page, size } : undefined;
