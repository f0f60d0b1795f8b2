import { and, eq, sql } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cards } from '../../db/schema/index';
import { CARD_BLOCKED_BY_PROVIDER, blockedBy, notProviderBlocked } from '../../domain/card-block';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ownCard } from '../../lib/customer-funds/owned';

/** Active (unfrozen) ⇄ Blocked (frozen by the customer); the provider's block and other statuses are the
 * team's to change. */
export const freezeUnfreezeHandler = defineHandler(
  endpoints['cards.freezeUnfreeze'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    if (blockedBy(card) === 'provider') throw new ApiError('409', CARD_BLOCKED_BY_PROVIDER);
    const next = ({ Active: 'Blocked', Blocked: 'Active' } as Record<string, string>)[card.status];
    if (!next) throw new ApiError('409', 'Only an active or frozen card can be frozen or unfrozen');
    const freeze = next === 'Blocked' ? 'Yes' : 'No';
    const [updated] = await db
      .update(cards)
      .set({
        status: next,
        settings: sql`${cards.settings} || ${JSON.stringify({ customer_freeze: freeze })}::jsonb`,
      })
      .where(and(eq(cards.id, card.id), eq(cards.status, card.status), notProviderBlocked))
      .returning({ id: cards.id });
    if (!updated) throw new ApiError('409', CARD_BLOCKED_BY_PROVIDER);
    return done(next === 'Blocked' ? 'Card frozen' : 'Card unfrozen');
  },
);
