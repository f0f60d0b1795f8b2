import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cards } from '../../db/schema/index';
import { ownCard } from '../../lib/customer-funds/owned';

/** Flips a Yes/No service of the caller's card; returns the new value. */
export const toggleSetting = async (
  db: Executor,
  userId: number,
  cardId: number,
  key: 'smsalert' | 'withdraw_fromaccount',
): Promise<string> => {
  const card = await ownCard(db, userId, cardId);
  const next = card.settings[key] === 'Yes' ? 'No' : 'Yes';
  await db
    .update(cards)
    // Merged in SQL: a whole-object write could drop a provider block set meanwhile (domain/card-block).
    .set({ settings: sql`${cards.settings} || ${JSON.stringify({ [key]: next })}::jsonb` })
    .where(eq(cards.id, card.id));
  return next;
};
