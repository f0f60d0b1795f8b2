import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { buyQuote, orderQuoteInput, previewWire } from './quotes';
import { issueQuote } from './quote-token';

export const getCryptoRatesBuyHandler = defineHandler(
  endpoints['cryptoExchange.getCryptoRatesBuy'],
  async ({ db, config, userId, body }) => {
    const q = await buyQuote(db, userId, body);
    await notePendingOperation(db, userId, { kind: 'buy', amount: q.fiatAmount, payee: String(q.wallet.id) });
    return ok({
      ...previewWire(q, 'buy'),
      ...issueQuote(config.jwtSecret, {
        u: userId,
        k: 'buy',
        i: orderQuoteInput(body),
        p: { price: q.price },
      }),
    });
  },
);
