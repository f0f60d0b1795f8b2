import { formatDate } from '@portal/shared';

/** from/to are the date inputs' values (YYYY-MM-DD, '' = open); account '' = every account. */
export type ListFilter = { from: string; to: string; account: string };
export const NO_FILTER: ListFilter = { from: '', to: '', account: '' };

/** The calendar day of a server date-time, comparable as text. */
export const dayOf = (value: string | null | undefined): string => formatDate(value, 'YYYY-MM-DD');

/** Spec 03 §5: by day, both ends inclusive, combined with the account. */
export const filterRows = <T>(rows: readonly T[], filter: ListFilter, dateOf: (row: T) => string | null | undefined, accountOf: (row: T) => string | null | undefined): T[] =>
  rows.filter((row) => {
    const day = dayOf(dateOf(row));
    return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to) && (!filter.account || accountOf(row) === filter.account);
  });

/** The filter as a paged list call takes it (contract 1.1: from/to are UTC days, inclusive, like dayOf; account
 * is the account id); empty fields are left out. */
export const listQuery = (filter: ListFilter): { from?: string; to?: string; account?: string } => ({
  from: filter.from || undefined,
  to: filter.to || undefined,
  account: filter.account || undefined,
});
