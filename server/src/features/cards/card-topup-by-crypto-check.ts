import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { withFailureDisplay } from '../../lib/customer-funds/result';
import { cryptoTopupQuote, previewWire } from './topup-quote';

export const cardTopupByCryptoCheckHandler = defineHandler(
  endpoints['cards.cardTopupByCryptoCheck'],
  async ({ db, userId, body }) =>
    withFailureDisplay(body.amount, async () => {
      const quote = await cryptoTopupQuote(db, userId, body);
      await notePendingOperation(db, userId, {
        kind: 'cardtopup',
        amount: quote.amount,
        payee: String(quote.card.id),
      });
      return ok(previewWire(quote));
    }),
);
