import { endpoints, formatCrypto, formatFiat } from '../../contract';
import { exchangeOrders } from '../../db/schema/index';
import { notifyUser } from '../../domain/notify';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, neg, sub, transfer } from '../../ledger/index';
import { verifySecondFactor } from '../../security/second-factor';
import { newReference, withFailureDisplay } from '../../lib/customer-funds/result';
import { buyQuote, orderQuoteInput, requireAddress } from './quotes';
import { readQuote } from './quote-token';

/** Fiat account → house FX (fiat) + fee; house FX (coin) → crypto wallet. One balanced transaction. */
export const submitExchangeBuyHandler = defineHandler(
  endpoints['cryptoExchange.submitExchangeBuy'],
  async ({ db, config, userId, body }) =>
    withFailureDisplay(body.buy_amount, async () => {
      const quoted = body.quote_token
        ? readQuote(config.jwtSecret, body.quote_token, { userId, kind: 'buy', input: orderQuoteInput(body) })
        : undefined;
      const q = await buyQuote(db, userId, body, quoted?.price);
      requireAddress(q.wallet);
      await verifySecondFactor(db, {
        userId,
        flow: 'buyotp',
        authCode: body.auth_code,
        smsCode: body.smscode,
        passkey: { answer: body.passkey, rp: config.passkey },
        operation: { kind: 'buy', amount: q.fiatAmount, payee: String(q.wallet.id) },
      });
      const reference = newReference('BY');
      await db.transaction(async (tx) => {
        const [fxFiat, fees, fxCoin] = [
          await houseAccount(tx, 'fx', q.fiat),
          await houseAccount(tx, 'fees', q.fiat),
          await houseAccount(tx, 'fx', q.coin),
        ];
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: q.account.id, amount: neg(q.fiatAmount) },
            { accountId: fxFiat, amount: sub(q.fiatAmount, q.fee) },
            { accountId: fees, amount: q.fee },
            { accountId: fxCoin, amount: neg(q.cryptoAmount) },
            { accountId: q.wallet.id, amount: q.cryptoAmount },
          ],
          reference,
          kind: 'exchange-buy',
          meta: { userId, price: q.price },
        });
        await tx.insert(exchangeOrders).values({
          userId,
          status: 'Completed',
          reference,
          ledgerTransactionId: transactionId,
          exchangeType: 'Buy',
          exchnagePair: `${q.fiat}|${q.coin}`,
          fiatAccountId: q.account.id,
          walletId: q.wallet.id,
          fiatAmount: q.fiatAmount,
          cryptoAmount: q.cryptoAmount,
          rate: q.price,
          adminReward: q.fee,
        });
        // Inside the money transaction: a rolled-back or replayed call notifies nothing more.
        await notifyUser(tx, userId, {
          title: 'Crypto bought',
          description: `Bought ${formatCrypto(q.cryptoAmount, q.coin)} for ${formatFiat(q.fiatAmount, q.fiat)} (ref. ${reference})`,
          transactionType: 'Buy',
        });
      });
      return ok(
        {
          success_display_credit_amount: q.cryptoAmount,
          success_display_credit_currency: q.coin,
          success_display_debit_amount: q.fiatAmount,
          success_display_debit_account: q.account.accountNumber ?? '',
          success_display_debit_currency: q.fiat,
          success_display_refno: reference,
          success_display_details: `Bought ${formatCrypto(q.cryptoAmount, q.coin)} at ${formatFiat(q.price, q.fiat)}, fee ${formatFiat(q.fee, q.fiat)}`,
        },
        'Buy Crypto Transaction Success',
      );
    }),
);
