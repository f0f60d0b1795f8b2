import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { previewWire, sellQuote } from './quotes';

export const getCryptoRatesSellHandler = defineHandler(endpoints['cryptoExchange.getCryptoRatesSell'], async ({ db, userId, body }) => {
  const q = await sellQuote(db, userId, body);
  await notePendingOperation(db, userId, { kind: 'sell', amount: q.cryptoAmount, payee: String(q.account.id) });
  return ok(previewWire(q, 'sell'));
});
