import { endpoints } from '../../contract';
import { defineHandler } from '../../http/handler';
import { withdrawFromCard } from './card-withdraw';

export const cardToAccountHandler = defineHandler(
  endpoints['cards.cardToAccount'],
  async ({ db, config, userId, body }) =>
    withdrawFromCard(db, {
      passkey: { answer: body.passkey, rp: config.passkey },
      userId,
      cardId: body.card_id,
      accountId: body.account_id,
      amount: body.amount,
      field: 'amount',
      note: body.causal,
      authcode: body.authcode,
      otp: body.otp,
    }),
);
