import * as v from 'valibot';
import type { Translate } from '../../../lib/translate';

/** The limit tabs, Daily first (the default tab), in the order the fields are checked. */
export const LIMIT_TABS = [
  { id: 'daily', field: 'dailycap', display: 'displayDaily' },
  { id: 'weekly', field: 'weeklycap', display: 'displayWeekly' },
  { id: 'monthly', field: 'monthlycap', display: 'displayMonthly' },
  { id: 'transaction', field: 'pertranscap', display: 'displayTransaction' },
] as const;

const cap = (t: Translate) =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, t('cardSettings.enterValidAmount')));

/** Spec 03 §5 "Card limits update": each limit numeric; an empty or non-numeric one gives 'Enter valid amount'
 * under its field, checked daily, weekly, monthly, per transaction. */
export const limitSchema = (t: Translate) =>
  v.object({ dailycap: cap(t), weeklycap: cap(t), monthlycap: cap(t), pertranscap: cap(t) });
export type LimitInput = v.InferInput<ReturnType<typeof limitSchema>>;

/** Spec 03 §4: the freeze switch is on when the processor status is not ACTIVE. */
export const isFrozen = (processorStatus: string | null | undefined): boolean =>
  (processorStatus ?? '').toUpperCase() !== 'ACTIVE';
