import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { notePendingOperation } from '../../security/pending-operation';
import { buyQuote, previewWire } from './quotes';

export const getCryptoRatesBuyHandler = defineHandler(endpoints['cryptoExchange.getCryptoRatesBuy'], async ({ db, userId, body }) => {
  const q = await buyQuote(db, userId, body);
  await notePendingOperation(db, userId, { kind: 'buy', amount: q.fiatAmount, payee: String(q.wallet.id) });
  return ok(previewWire(q, 'buy'));
});
