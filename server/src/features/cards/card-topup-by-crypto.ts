import { endpoints, formatCrypto, formatFiat } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, neg, transfer } from '../../ledger/index';
import { verifyCardFactor } from './card-second-factor';
import { recordCardMove } from './record-card-move';
import { newReference, withFailureDisplay } from '../../lib/customer-funds/result';
import { cryptoTopupQuote, topupOperation } from './topup-quote';
import { maskPan } from '../../lib/customer-funds/wire';

/** Crypto wallet → house FX (coin); house FX (fiat) → card + fee. Balanced per currency. */
export const cardTopupByCryptoHandler = defineHandler(
  endpoints['cards.cardTopupByCrypto'],
  async ({ db, config, userId, body }) =>
    withFailureDisplay(body.amount, async () => {
      const q = await cryptoTopupQuote(db, userId, body);
      await verifyCardFactor(db, config, userId, body, topupOperation(q));
      const reference = newReference('CC');
      await db.transaction(async (tx) => {
        const fxCoin = await houseAccount(tx, 'fx', q.wallet.currency);
        const fxFiat = await houseAccount(tx, 'fx', q.card.currency);
        const fees = await houseAccount(tx, 'fees', q.card.currency);
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: q.wallet.id, amount: neg(q.cryptoDebit) },
            { accountId: fxCoin, amount: q.cryptoDebit },
            { accountId: fxFiat, amount: neg(q.debit) },
            { accountId: q.cardAccount.id, amount: q.amount },
            { accountId: fees, amount: q.fee },
          ],
          reference,
          kind: 'card-topup-crypto',
          meta: { userId, cardId: q.card.id, price: q.price },
        });
        await recordCardMove(tx, {
          userId,
          cardId: q.card.id,
          kind: 'topup-crypto',
          cardtraType: 'credit',
          amount: q.amount,
          currency: q.card.currency,
          debitCurrency: q.wallet.currency,
          debitAmount: q.cryptoDebit,
          fees: q.fee,
          reference,
          ledgerTransactionId: transactionId,
        });
      });
      return ok(
        {
          success_display_from_account: `${q.wallet.currency} wallet`,
          success_display_to_card: maskPan(q.card.cardNumber),
          success_display_amount: q.amount,
          success_display_credit_amount: q.amount,
          success_display_currancy: q.card.currency,
          success_display_refno: reference,
          success_display_details: `Paid ${formatCrypto(q.cryptoDebit, q.wallet.currency)} at ${formatFiat(q.price, q.card.currency)}, fee ${formatFiat(q.fee, q.card.currency)}`,
        },
        'Card topped up',
      );
    }),
);
