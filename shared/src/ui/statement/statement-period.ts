import { STATEMENT_MAX_DAYS } from '../../contract';

/** from/to of the date inputs (YYYY-MM-DD, UTC days, both inclusive). */
export type StatementPeriod = { from: string; to: string };

export type PeriodIssue = { field: 'from' | 'to'; key: 'required' | 'order' | 'span' };

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The month so far: the first of this month to today (UTC). */
export const defaultPeriod = (now = new Date()): StatementPeriod => ({
  from: `${utcDay(now).slice(0, 8)}01`,
  to: utcDay(now),
});

/** The server's rule on the screen: both days, to not before from, at most STATEMENT_MAX_DAYS days. */
export const periodIssue = ({ from, to }: StatementPeriod): PeriodIssue | undefined => {
  if (!from) return { field: 'from', key: 'required' };
  if (!to) return { field: 'to', key: 'required' };
  if (from > to) return { field: 'to', key: 'order' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days >= STATEMENT_MAX_DAYS) return { field: 'to', key: 'span' };
  return undefined;
};
