import { formatDate } from '@portal/shared';
import type { ListFilter } from '../lists/list-filter';

// The server filters the statements (contract 1.2); tests that stand in for it at the HTTP boundary filter the
// same way: by day, both ends inclusive, combined with the account.

/** The calendar day of a server date-time, comparable as text. */
export const dayOf = (value: string | null | undefined): string => formatDate(value, 'YYYY-MM-DD');

/** Spec 03 §5: by day, both ends inclusive, combined with the account. */
export const filterRows = <T>(
  rows: readonly T[],
  filter: ListFilter,
  dateOf: (row: T) => string | null | undefined,
  accountOf: (row: T) => string | null | undefined,
): T[] =>
  rows.filter((row) => {
    const day = dayOf(dateOf(row));
    return (
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to) &&
      (!filter.account || accountOf(row) === filter.account)
    );
  });
