import type { RelyingParty } from '../../security/passkeys';
import type { Db } from '../../db/client';
import { cardLimits, checkRange } from '../../domain/exchange-limits';
import { userAmount } from '../../domain/fees';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { move } from '../../ledger/index';
import { verifySecondFactor } from '../../security/second-factor';
import { cardLedgerAccount, ownCard, ownFiatAccount } from '../../lib/customer-funds/owned';
import { recordCardMove } from './record-card-move';
import { newReference, requireAvailable, withFailureDisplay } from '../../lib/customer-funds/result';
import { available, maskPan } from '../../lib/customer-funds/wire';

export const WITHDRAW_DISABLED =
  'The Withdraw From Account service is turned off for this card. Turn it on in the card settings.';

export type WithdrawInput = {
  userId: number;
  cardId: number;
  accountId: number;
  amount: string;
  /** The body field the amount came in (named in a refusal). */
  field: string;
  note: string;
  authcode?: string;
  otp?: string;
  /** The passkey answer and its relying party (flows set to 'Passkey'). */
  passkey?: { answer: string | undefined; rp: RelyingParty };
};

/** Card sub-account → fiat account of the same currency (accounttopup and cardtoaccount), second factor per
 * `accounttopup`, limits minaccounttopup / maxaccounttopup. */
export const withdrawFromCard = (db: Db, input: WithdrawInput) =>
  withFailureDisplay(input.amount, async () => {
    const card = await ownCard(db, input.userId, input.cardId);
    const account = await ownFiatAccount(db, input.userId, input.accountId);
    if (card.status !== 'Active') throw new ApiError('409', 'This card is not active');
    // The card's "Withdraw From Account" service (card settings, updatwithalert) gates every card → account move.
    if (card.settings.withdraw_fromaccount !== 'Yes') throw new ApiError('422', WITHDRAW_DISABLED);
    if (account.currency !== card.currency) throw new ApiError('422', `Select a ${card.currency} account`);
    const amount = userAmount(input.field, input.amount, card.currency);
    const cardAccount = await cardLedgerAccount(db, card);
    requireAvailable(available(cardAccount), amount);
    checkRange(amount, await cardLimits(db, 'accounttopup'), card.currency);
    await verifySecondFactor(db, {
      userId: input.userId,
      flow: 'accounttopup',
      authCode: input.authcode,
      smsCode: input.otp,
      ...(input.passkey ? { passkey: input.passkey } : {}),
      operation: { kind: 'accounttopup', amount, payee: String(account.id) },
      fields: { auth: 'authcode', sms: 'otp' },
    });
    const reference = newReference('CA');
    await db.transaction(async (tx) => {
      const { transactionId } = await move(tx, {
        from: cardAccount.id,
        to: account.id,
        amount,
        reference,
        kind: 'card-to-account',
        meta: { userId: input.userId, cardId: card.id, note: input.note },
      });
      await recordCardMove(tx, {
        userId: input.userId,
        cardId: card.id,
        kind: 'to-account',
        cardtraType: 'debit',
        amount,
        currency: card.currency,
        debitCurrency: card.currency,
        debitAmount: amount,
        fees: '0',
        reference,
        ledgerTransactionId: transactionId,
      });
    });
    return ok(
      {
        success_display_amount: amount,
        success_display_credit_amount: amount,
        success_display_from_card: maskPan(card.cardNumber),
        success_display_to_account: account.accountNumber ?? '',
        success_display_currancy: card.currency,
        success_display_refno: reference,
        success_display_details: input.note,
      },
      'Transaction Submitted',
    );
  });
