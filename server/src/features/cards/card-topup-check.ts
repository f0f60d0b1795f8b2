import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { withFailureDisplay } from '../../lib/customer-funds/result';
import { fiatTopupQuote, previewWire } from './topup-quote';

/** The summary before Submit; notes the operation so an SMS code is bound to this amount and card. */
export const cardTopupCheckHandler = defineHandler(
  endpoints['cards.cardTopupCheck'],
  async ({ db, userId, body }) =>
    withFailureDisplay(body.amount, async () => {
      const quote = await fiatTopupQuote(db, userId, body);
      await notePendingOperation(db, userId, {
        kind: 'cardtopup',
        amount: quote.amount,
        payee: String(quote.card.id),
      });
      return ok(previewWire(quote));
    }),
);
