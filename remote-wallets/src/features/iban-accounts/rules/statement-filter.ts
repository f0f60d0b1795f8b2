import { formatDate } from '@portal/shared';

export type StatementRow = { transaction_date?: string | null; payment_status?: string | null };
/** from/to are the date inputs' values (YYYY-MM-DD, '' = open); status '' = every status. */
export type StatementFilter = { from: string; to: string; status: string };

/** The calendar day of a server date-time, comparable as text. */
export const dayOf = (value: string | null | undefined): string => formatDate(value, 'YYYY-MM-DD');

/** By day, both ends inclusive (spec 02 §5), then by status. */
export const filterStatement = <T extends StatementRow>(rows: readonly T[], { from, to, status }: StatementFilter): T[] =>
  rows.filter((row) => {
    const day = dayOf(row.transaction_date);
    return (!from || day >= from) && (!to || day <= to) && (!status || row.payment_status === status);
  });

/** The from-date may not pass the to-date and the to-date may not precede the from-date. */
export const dateBounds = ({ from, to }: Pick<StatementFilter, 'from' | 'to'>) => ({
  fromMax: to || undefined,
  toMin: from || undefined,
});

export type StatementIssue = { key: 'notAvailable' } | { key: 'noneWithStatus'; status: string };

/** Why a statement cannot be exported (spec 02 §8), or undefined when there are rows to export. */
export const statementIssue = (all: readonly StatementRow[], shown: readonly StatementRow[], status: string): StatementIssue | undefined => {
  if (shown.length > 0) return undefined;
  if (all.length > 0 && status) return { key: 'noneWithStatus', status };
  return { key: 'notAvailable' };
};

/** The statuses present, for the status filter. */
export const statusesOf = (rows: readonly StatementRow[]): string[] =>
  [...new Set(rows.map((row) => row.payment_status).filter((s): s is string => Boolean(s)))].sort();
