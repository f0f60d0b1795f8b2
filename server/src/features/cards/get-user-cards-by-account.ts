import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { ownFiatAccount } from '../../lib/customer-funds/owned';

export const getUserCardsByAccountHandler = defineHandler(
  endpoints['cards.getUserCardsByAccount'],
  async ({ db, userId, body }) => {
    const account = await ownFiatAccount(db, userId, body.acc_id);
    return ok(cardListWire(await loadCards(db, userId, { accountId: account.id })));
  },
);
