import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cards } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownCard } from '../../lib/customer-funds/owned';

/** Active (unfrozen) ⇄ Blocked (frozen); other statuses are the team's to change. */
export const freezeUnfreezeHandler = defineHandler(
  endpoints['cards.freezeUnfreeze'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    const next = ({ Active: 'Blocked', Blocked: 'Active' } as Record<string, string>)[card.status];
    if (!next) throw new ApiError('409', 'Only an active or frozen card can be frozen or unfrozen');
    await db
      .update(cards)
      .set({ status: next })
      .where(and(eq(cards.id, card.id), eq(cards.status, card.status)));
    return done(next === 'Blocked' ? 'Card frozen' : 'Card unfrozen');
  },
);
