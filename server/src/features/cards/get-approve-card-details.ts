import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { issuanceFee } from './card-fee';
import { ownCard, ownFiatAccount } from '../../lib/customer-funds/owned';
import { currencySymbol } from '../../lib/customer-funds/wire';

export const getApproveCardDetailsHandler = defineHandler(
  endpoints['cards.getApproveCardDetails'],
  async ({ db, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    const amount = await issuanceFee(db, card);
    const account = await ownFiatAccount(db, userId, card.accountId ?? 0);
    return ok({
      accno: account.accountNumber ?? '',
      amount,
      amountsymbole: currencySymbol(card.currency),
      accid: String(account.id),
      cardid: String(card.id),
    });
  },
);
