import * as v from 'valibot';
import { FIAT_DECIMALS, fitsDecimals } from '@portal/shared/contract';
import type { Translate } from '@portal/shared';

/** The limit tabs, Daily first (the default tab), in the order the fields are checked. */
export const LIMIT_TABS = [
  { id: 'daily', field: 'dailycap', display: 'displayDaily' },
  { id: 'weekly', field: 'weeklycap', display: 'displayWeekly' },
  { id: 'monthly', field: 'monthlycap', display: 'displayMonthly' },
  { id: 'transaction', field: 'pertranscap', display: 'displayTransaction' },
] as const;

// Cards are in USD or EUR: a cap has cents at most (the server refuses more, never cuts).
const cap = (t: Translate) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+(\.\d+)?$/, t('cardSettings.enterValidAmount')),
    v.check(
      (value) => fitsDecimals(value, FIAT_DECIMALS),
      t('cardSettings.tooManyDecimals', { places: String(FIAT_DECIMALS) }),
    ),
  );

/** Spec 03 §5 "Card limits update": each limit numeric with at most 2 decimals; an empty or non-numeric one
 * gives 'Enter valid amount' under its field, checked daily, weekly, monthly, per transaction. */
export const limitSchema = (t: Translate) =>
  v.object({ dailycap: cap(t), weeklycap: cap(t), monthlycap: cap(t), pertranscap: cap(t) });
export type LimitInput = v.InferInput<ReturnType<typeof limitSchema>>;

/** Spec 03 §4: the freeze switch is on when the processor status is not ACTIVE. */
export const isFrozen = (processorStatus: string | null | undefined): boolean =>
  (processorStatus ?? '').toUpperCase() !== 'ACTIVE';
