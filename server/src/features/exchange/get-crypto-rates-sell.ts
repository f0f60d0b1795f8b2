import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { orderQuoteInput, previewWire, sellQuote } from './quotes';
import { issueQuote } from './quote-token';

export const getCryptoRatesSellHandler = defineHandler(
  endpoints['cryptoExchange.getCryptoRatesSell'],
  async ({ db, config, userId, body }) => {
    const q = await sellQuote(db, userId, body);
    await notePendingOperation(db, userId, {
      kind: 'sell',
      amount: q.cryptoAmount,
      payee: String(q.account.id),
    });
    return ok({
      ...previewWire(q, 'sell'),
      ...issueQuote(config.jwtSecret, {
        u: userId,
        k: 'sell',
        i: orderQuoteInput(body),
        p: { price: q.price },
      }),
    });
  },
);
