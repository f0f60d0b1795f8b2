import { endpoints, formatFiat } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, neg, transfer } from '../../ledger/index';
import { verifyCardFactor } from './card-second-factor';
import { recordCardMove } from './record-card-move';
import { newReference, withFailureDisplay } from '../../lib/customer-funds/result';
import { fiatTopupQuote, topupOperation } from './topup-quote';
import { maskPan } from '../../lib/customer-funds/wire';

/** Fiat account → card sub-account, fee to the house fee account, one ledger transaction. */
export const cardTopupHandler = defineHandler(
  endpoints['cards.cardTopup'],
  async ({ db, config, userId, body }) =>
    withFailureDisplay(body.amount, async () => {
      const q = await fiatTopupQuote(db, userId, body);
      await verifyCardFactor(db, config, userId, body, topupOperation(q));
      const reference = newReference('CT');
      await db.transaction(async (tx) => {
        const fees = await houseAccount(tx, 'fees', q.card.currency);
        const { transactionId } = await transfer(tx, {
          legs: [
            { accountId: q.account.id, amount: neg(q.debit) },
            { accountId: q.cardAccount.id, amount: q.amount },
            { accountId: fees, amount: q.fee },
          ],
          reference,
          kind: 'card-topup',
          meta: { userId, cardId: q.card.id },
        });
        await recordCardMove(tx, {
          userId,
          cardId: q.card.id,
          kind: 'topup',
          cardtraType: 'credit',
          amount: q.amount,
          currency: q.card.currency,
          debitCurrency: q.account.currency,
          debitAmount: q.debit,
          fees: q.fee,
          reference,
          ledgerTransactionId: transactionId,
        });
      });
      return ok(
        {
          success_display_from_account: q.account.accountNumber ?? '',
          success_display_to_card: maskPan(q.card.cardNumber),
          success_display_amount: q.amount,
          success_display_currancy: q.card.currency,
          success_display_refno: reference,
          success_display_details: `Card top-up, fee ${formatFiat(q.fee, q.card.currency)}`,
        },
        'Card topped up',
      );
    }),
);
