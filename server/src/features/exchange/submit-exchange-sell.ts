import { endpoints, formatCrypto, formatFiat } from '../../contract';
import { exchangeOrders } from '../../db/schema/index';
import { notifyUser } from '../../domain/notify';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, neg, transfer } from '../../ledger/index';
import { verifySecondFactor } from '../../security/second-factor';
import { newReference, withFailureDisplay } from '../../lib/customer-funds/result';
import { orderQuoteInput, requireAddress, sellQuote } from './quotes';
import { readQuote } from './quote-token';

/** Crypto wallet → house FX (coin); house FX (fiat) → fiat account + fee. One balanced transaction. */
export const submitExchangeSellHandler = defineHandler(
  endpoints['cryptoExchange.submitExchangeSell'],
  async ({ db, config, userId, body }) =>
    withFailureDisplay(body.buy_amount, async () => {
      const quoted = body.quote_token
        ? readQuote(config.jwtSecret, body.quote_token, {
            userId,
            kind: 'sell',
            input: orderQuoteInput(body),
          })
        : undefined;
      const q = await sellQuote(db, userId, body, quoted?.price);
      requireAddress(q.wallet);
      await verifySecondFactor(db, {
        userId,
        flow: 'sellotp',
        authCode: body.auth_code,
        smsCode: body.smscode,
        passkey: { answer: body.passkey, rp: config.passkey },
        operation: { kind: 'sell', amount: q.cryptoAmount, payee: String(q.account.id) },
      });
      const reference = newReference('SL');
      await db.transaction(async (tx) => {
        const [fxFiat, fees, fxCoin] = [
          await houseAccount(tx, 'fx', q.fiat),
          await houseAccount(tx, 'fees', q.fiat),
          await houseAccount(tx, 'fx', q.coin),
        ];
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: q.wallet.id, amount: neg(q.cryptoAmount) },
            { accountId: fxCoin, amount: q.cryptoAmount },
            { accountId: fxFiat, amount: neg(q.fiatAmount) },
            { accountId: q.account.id, amount: q.credit },
            { accountId: fees, amount: q.fee },
          ],
          reference,
          kind: 'exchange-sell',
          meta: { userId, price: q.price },
        });
        await tx.insert(exchangeOrders).values({
          userId,
          status: 'Completed',
          reference,
          ledgerTransactionId: transactionId,
          exchangeType: 'Sell',
          exchnagePair: `${q.fiat}|${q.coin}`,
          fiatAccountId: q.account.id,
          walletId: q.wallet.id,
          fiatAmount: q.credit,
          cryptoAmount: q.cryptoAmount,
          rate: q.price,
          adminReward: q.fee,
        });
        // Inside the money transaction: a rolled-back or replayed call notifies nothing more.
        await notifyUser(tx, userId, {
          title: 'Crypto sold',
          description: `Sold ${formatCrypto(q.cryptoAmount, q.coin)} for ${formatFiat(q.credit, q.fiat)} (ref. ${reference})`,
          transactionType: 'Sell',
        });
      });
      return ok(
        {
          success_display_credit_amount: q.credit,
          success_display_credit_currency: q.fiat,
          success_display_debit_amount: q.cryptoAmount,
          success_display_debit_account: `${q.coin} wallet`,
          success_display_debit_currency: q.coin,
          success_display_refno: reference,
          success_display_details: `Sold ${formatCrypto(q.cryptoAmount, q.coin)} at ${formatFiat(q.price, q.fiat)}, fee ${formatFiat(q.fee, q.fiat)}`,
        },
        'Sell Crypto Transaction Success',
      );
    }),
);
