import { formatFiat } from '../../contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { cardUsage } from '../../db/schema/index';
import { dec } from '../../ledger/index';
import type { CardRow } from './owned';

export type CapKey = 'dailycap' | 'weeklycap' | 'monthlycap' | 'pertranscap';

/** A card's caps until the customer changes them (card settings, updatecardlimit). */
export const DEFAULT_LIMITS: Record<CapKey, string> = {
  dailycap: '1000',
  weeklycap: '5000',
  monthlycap: '10000',
  pertranscap: '500',
};

export const capsOf = (card: CardRow): Record<CapKey, string> => ({ ...DEFAULT_LIMITS, ...card.limits });

/** Period starts in UTC: today, this week (Monday) and this month. */
const periodStarts = (now: Date) => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day, week, month };
};

/** Purchases that count against the caps: approved (Completed) and held (Pending) ones, never declined. */
const spentSince = async (db: Executor, cardId: number, since: Date): Promise<string> => {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(
      sql`select coalesce(sum(${cardUsage.amount}), 0)::text as total from ${cardUsage} where ${and(eq(cardUsage.cardId, cardId), inArray(cardUsage.issueStatus, ['Completed', 'Pending']), gte(cardUsage.createdAt, since))}`,
    ),
  );
  return row?.total ?? '0';
};

/** Why the processor declines a purchase on this card, or undefined when the caps and the state allow it
 * (the balance is checked by the ledger when the purchase is booked). */
export const usageDecline = async (
  db: Executor,
  card: CardRow,
  amount: string,
  now = new Date(),
): Promise<string | undefined> => {
  if (card.status === 'Blocked') return 'Card is frozen';
  if (card.status !== 'Active') return 'Card is not active';
  const caps = capsOf(card);
  if (dec(amount).gt(caps.pertranscap))
    return `Above the per transaction limit of ${formatFiat(caps.pertranscap, card.currency)}`;
  const starts = periodStarts(now);
  const checks: [Date, CapKey, string][] = [
    [starts.day, 'dailycap', 'daily'],
    [starts.week, 'weeklycap', 'weekly'],
    [starts.month, 'monthlycap', 'monthly'],
  ];
  for (const [since, key, name] of checks) {
    if (
      dec(await spentSince(db, card.id, since))
        .plus(amount)
        .gt(caps[key])
    )
      return `Above the ${name} limit of ${formatFiat(caps[key], card.currency)}`;
  }
  return undefined;
};
