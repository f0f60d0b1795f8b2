import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { fiatAccountsOf, ownCard } from '../../lib/customer-funds/owned';
import { fiatAccountWire } from '../../lib/customer-funds/wire';

/** The caller's fiat accounts in the card's currency (destinations of card → account), linked one first. */
export const getUserAccountByCardsHandler = defineHandler(
  endpoints['cards.getUserAccountByCards'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    const accounts = (await fiatAccountsOf(db, userId)).filter((a) => a.currency === card.currency);
    accounts.sort((a, b) => Number(b.id === card.accountId) - Number(a.id === card.accountId));
    return ok(accounts.map(fiatAccountWire));
  },
);
