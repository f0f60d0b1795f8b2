import * as v from 'valibot';

/** Today as YYYY-MM-DD in the user's own time zone (a date typed today is allowed). */
export const todayIso = (now = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A real calendar date written YYYY-MM-DD, not later than today. */
export const isPastOrToday = (value: string, today = todayIso()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= today;
};

/** Required date, not after today (birth dates of the KYC and edit-profile forms); one message for all cases. */
export const pastDateSchema = (message: string) =>
  v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(message),
      v.check((value) => isPastOrToday(value), message),
    ),
    { abortPipeEarly: true },
  );
