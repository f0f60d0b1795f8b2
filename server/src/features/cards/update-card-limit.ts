import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cards } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { userAmount } from '../../domain/fees';
import { dec } from '../../ledger/index';
import { ownCard } from '../../lib/customer-funds/owned';

/** Caps must nest: per transaction ≤ daily ≤ weekly ≤ monthly (a wider short cap could never apply). */
export const updateCardLimitHandler = defineHandler(
  endpoints['cards.updateCardLimit'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    if (card.status !== 'Active' && card.status !== 'Blocked')
      throw new ApiError('409', 'Limits can be changed once the card is active');
    const caps = [body.pertranscap, body.dailycap, body.weeklycap, body.monthlycap].map((c) => dec(c));
    if (caps.some((c, i) => i > 0 && c.lt(caps[i - 1]!)))
      throw new ApiError('422', 'Limits must grow: per transaction ≤ daily ≤ weekly ≤ monthly');
    const limits = {
      dailycap: userAmount('dailycap', body.dailycap, card.currency),
      weeklycap: userAmount('weeklycap', body.weeklycap, card.currency),
      monthlycap: userAmount('monthlycap', body.monthlycap, card.currency),
      pertranscap: userAmount('pertranscap', body.pertranscap, card.currency),
    };
    await db.update(cards).set({ limits }).where(eq(cards.id, card.id));
    return done('Card limits updated');
  },
);
