import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { modeOf } from '../../security/second-factor';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { fiatAccountsOf } from '../../lib/customer-funds/owned';
import { fiatAccountWire } from '../../lib/customer-funds/wire';

/** Cards (PAN masked, no CVV), the accounts still without a card ("+ Add Card"), the top-up second factor. */
export const getUserCardsHandler = defineHandler(endpoints['cards.getUserCards'], async ({ db, userId }) => {
  const loaded = await loadCards(db, userId);
  const linked = new Set(loaded.filter((l) => l.card.status !== 'Rejected').map((l) => l.card.accountId));
  const accounts = (await fiatAccountsOf(db, userId)).filter((a) => !linked.has(a.id));
  return ok(cardListWire(loaded), 'Success', {
    accountarray: accounts.map(fiatAccountWire),
    cardtopup: await modeOf(db, userId, 'cardtopup'),
  });
});
