import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cards } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, isPositive, move } from '../../ledger/index';
import { verifyCardFactor } from './card-second-factor';
import { issuanceFee } from './card-fee';
import { cardLedgerAccount, ownCard, ownFiatAccount } from '../../lib/customer-funds/owned';
import { recordCardMove } from './record-card-move';
import { newReference, requireAvailable, withFailureDisplay } from '../../lib/customer-funds/result';
import { available } from '../../lib/customer-funds/wire';

/** Pays the issuance fee of an Approved card into the house fee account; the card then waits (Pending,
 * fee paid) for the team to activate it. Second factor per `cardtopup`. */
export const payCardFeesHandler = defineHandler(
  endpoints['cards.payCardFees'],
  async ({ db, config, userId, body }) => {
    const card = await ownCard(db, userId, body.card_id);
    const account = await ownFiatAccount(db, userId, body.account_id);
    const fee = await issuanceFee(db, card);
    return withFailureDisplay(fee, async () => {
      if (account.currency !== card.currency)
        throw new ApiError('422', `Select a ${card.currency} account to pay this fee`);
      requireAvailable(available(account), fee);
      await verifyCardFactor(db, config, userId, body, {
        kind: 'cardfee',
        amount: fee,
        payee: String(card.id),
      });
      const reference = newReference('CF');
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(cards).where(eq(cards.id, card.id)).for('update');
        if (locked?.status !== 'Approved' || locked.settings.fee_paid === 'Yes')
          throw new ApiError('409', 'This card has no fee to pay');
        let transactionId = 0;
        if (isPositive(fee))
          transactionId = (
            await move(tx, {
              from: account.id,
              to: await houseAccount(tx, 'fees', card.currency),
              amount: fee,
              reference,
              kind: 'card-fee',
              meta: { userId, cardId: card.id },
            })
          ).transactionId;
        await tx
          .update(cards)
          .set({ status: 'Pending', settings: { ...locked.settings, fee_paid: 'Yes' } })
          .where(eq(cards.id, card.id));
        await recordCardMove(tx, {
          userId,
          cardId: card.id,
          kind: 'card-fee',
          cardtraType: 'debit',
          amount: fee,
          currency: card.currency,
          debitCurrency: account.currency,
          debitAmount: fee,
          fees: fee,
          reference,
          ledgerTransactionId: transactionId,
        });
        await cardLedgerAccount(tx, card);
      });
      return ok(
        {
          success_display_amount: fee,
          success_display_currancy: card.currency,
          success_display_from_account: account.accountNumber ?? '',
          success_display_refno: reference,
          success_display_details: 'Card fee paid; the card will be activated by our team',
        },
        'Card fee paid',
      );
    });
  },
);
