import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { issueQuote } from './quote-token';
import { swapQuote, swapQuoteInput } from './swap-quote';

export const swapPreviewHandler = defineHandler(
  endpoints['cryptoExchange.swapPreview'],
  async ({ db, config, userId, body }) => {
    const q = await swapQuote(db, userId, body);
    await notePendingOperation(db, userId, { kind: 'swap', amount: q.amount, payee: String(q.to.id) });
    return ok({
      from_amount: q.amount,
      to_amount: q.toAmount,
      credit_amount: q.toAmount,
      fees: q.fee,
      debit_amount: q.amount,
      credit_currency: q.toCoin,
      debit_currency: q.fromCoin,
      exchangerate: q.rate,
      ...issueQuote(config.jwtSecret, { u: userId, k: 'swap', i: swapQuoteInput(body), p: q.prices }),
    });
  },
);
