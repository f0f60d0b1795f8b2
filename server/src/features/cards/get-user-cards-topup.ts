import { endpoints } from '../../contract';
import { cardLimits } from '../../domain/exchange-limits';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modeOf } from '../../security/second-factor';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';

/** Active cards (top-up and card→account forms), the accounttopup mode and the top-up limits. */
export const getUserCardsTopupHandler = defineHandler(
  endpoints['cards.getUserCardsTopup'],
  async ({ db, userId }) => {
    const limits = await cardLimits(db, 'cardtopup');
    return ok(cardListWire(await loadCards(db, userId, { status: 'Active' })), 'Success', {
      accounttopup: await modeOf(db, userId, 'accounttopup'),
      minibuy: limits.min,
      maxbuy: limits.max,
    });
  },
);
