import { endpoints, formatCrypto } from '../../contract';
import { swapOrders } from '../../db/schema/index';
import { notifyUser } from '../../domain/notify';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, neg, transfer } from '../../ledger/index';
import { verifySecondFactor } from '../../security/second-factor';
import { newReference, withFailureDisplay } from '../../lib/customer-funds/result';
import { requireAddress } from './quotes';
import { readQuote } from './quote-token';
import { swapQuote, swapQuoteInput } from './swap-quote';

/** From-wallet → house FX (from) + fee; house FX (to) → to-wallet. */
export const swapSubmitHandler = defineHandler(
  endpoints['cryptoExchange.swapSubmit'],
  async ({ db, config, userId, body }) =>
    withFailureDisplay(body.swap_amount, async () => {
      const quoted = body.quote_token
        ? readQuote(config.jwtSecret, body.quote_token, { userId, kind: 'swap', input: swapQuoteInput(body) })
        : undefined;
      const q = await swapQuote(db, userId, body, quoted && { from: quoted.from ?? '', to: quoted.to ?? '' });
      requireAddress(q.from, q.to);
      await verifySecondFactor(db, {
        userId,
        flow: 'swapotp',
        authCode: body.auth_code,
        smsCode: body.smscode,
        passkey: { answer: body.passkey, rp: config.passkey },
        operation: { kind: 'swap', amount: q.amount, payee: String(q.to.id) },
      });
      const reference = newReference('SW');
      await db.transaction(async (tx) => {
        const [fxFrom, fees, fxTo] = [
          await houseAccount(tx, 'fx', q.fromCoin),
          await houseAccount(tx, 'fees', q.fromCoin),
          await houseAccount(tx, 'fx', q.toCoin),
        ];
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: q.from.id, amount: neg(q.amount) },
            { accountId: fxFrom, amount: q.net },
            { accountId: fees, amount: q.fee },
            { accountId: fxTo, amount: neg(q.toAmount) },
            { accountId: q.to.id, amount: q.toAmount },
          ],
          reference,
          kind: 'exchange-swap',
          meta: { userId, rate: q.rate },
        });
        await tx.insert(swapOrders).values({
          userId,
          status: 'Completed',
          reference,
          ledgerTransactionId: transactionId,
          fromWalletId: q.from.id,
          toWalletId: q.to.id,
          fromCoin: q.fromCoin,
          toCoin: q.toCoin,
          fromAmount: q.amount,
          toAmount: q.toAmount,
          adminReward: q.fee,
        });
        // Inside the money transaction: a rolled-back or replayed call notifies nothing more.
        await notifyUser(tx, userId, {
          title: 'Crypto swapped',
          description: `Swapped ${formatCrypto(q.amount, q.fromCoin)} to ${formatCrypto(q.toAmount, q.toCoin)} (ref. ${reference})`,
          transactionType: 'Swap',
        });
      });
      return ok(
        {
          success_display_debit_amount_swap: q.amount,
          success_display_debit_currency_swap: q.fromCoin,
          success_display_credit_amount_swap: q.toAmount,
          success_display_credit_currency_swap: q.toCoin,
          success_display_fee_swap: q.fee,
          success_display_refno_swap: reference,
          success_display_details_swap: `Swapped ${formatCrypto(q.amount, q.fromCoin)} to ${formatCrypto(q.toAmount, q.toCoin)}`,
        },
        'Swap Crypto Transaction Success',
      );
    }),
);
