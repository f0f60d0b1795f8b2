import { endpoints } from '../../contract';
import { defineHandler } from '../../http/handler';
import { withdrawFromCard } from './card-withdraw';

/** account/accounttopup: money from a card into one of the caller's fiat accounts. */
export const accountTopupHandler = defineHandler(
  endpoints['account.accountTopup'],
  async ({ db, config, userId, body }) =>
    withdrawFromCard(db, {
      passkey: { answer: body.passkey, rp: config.passkey },
      userId,
      cardId: body.select_card,
      accountId: body.select_account,
      amount: body.amount,
      field: 'amount',
      note: body.message ?? '',
      authcode: body.authcode,
      otp: body.otp,
    }),
);
