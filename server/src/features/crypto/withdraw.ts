import { and, desc, eq } from 'drizzle-orm';
import { endpoints, formatCrypto } from '../../contract';
import { cryptoAddresses, cryptoWithdrawals } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hold } from '../../ledger/index';
import { notePendingOperation } from '../../security/pending-operation';
import { verifySecondFactor } from '../../security/second-factor';
import { newReference } from '../../lib/ledger-accounts';
import { quoteWithdraw, withdrawOperation } from './withdraw-quote';

/** Preview; binds the next SMS code to this amount and the address chosen on the withdraw page. */
export const withdrawPreviewHandler = defineHandler(
  endpoints['cryptoExchange.withdrawPreview'],
  async ({ db, userId, body }) => {
    const q = await quoteWithdraw(db, userId, body.crypto_wallet_id, body.withdraw_amount);
    const [last] = await db
      .select()
      .from(cryptoAddresses)
      .where(
        and(
          eq(cryptoAddresses.userId, userId),
          eq(cryptoAddresses.walletId, q.wallet.id),
          eq(cryptoAddresses.direction, 'withdraw'),
        ),
      )
      .orderBy(desc(cryptoAddresses.createdAt))
      .limit(1);
    if (last) await notePendingOperation(db, userId, withdrawOperation(q.amount, last.walletAddress));
    const c = q.wallet.currency;
    return ok({
      debit_amount: q.amount,
      credit_amount: q.credit,
      fees: q.fees,
      debit_currency: c,
      credit_currency: c,
    });
  },
);

/** Second factor (otp), then the amount is held until the team completes or fails it (CLI `withdrawal`). */
export const withdrawSubmitHandler = defineHandler(
  endpoints['cryptoExchange.withdrawSubmit'],
  async ({ db, config, userId, body }) => {
    const q = await quoteWithdraw(db, userId, body.crypto_wallet_id, body.withdraw_amount);
    await verifySecondFactor(db, {
      userId,
      flow: 'otp',
      authCode: body.auth_code,
      smsCode: body.smscode,
      passkey: { answer: body.passkey, rp: config.passkey },
      operation: withdrawOperation(q.amount, body.withdraw_address),
      exactAmount: true,
    });
    const reference = newReference('CWD');
    await db.transaction(async (tx) => {
      const holdId = await hold(tx, { accountId: q.wallet.id, amount: q.amount, reference });
      await tx.insert(cryptoWithdrawals).values({
        userId,
        reference,
        holdId,
        walletId: q.wallet.id,
        coinCode: q.wallet.currency,
        address: body.withdraw_address,
        network: body.networkchain,
        originalAmount: q.amount,
        withdrawAmount: q.credit,
        tenpercnt: q.siteFee,
        transactionFees: q.networkFee,
      });
    });
    return ok(
      {
        success_display_amount: q.amount,
        success_display_refno: reference,
        success_display_toaccount: body.withdraw_address,
        success_display_currency: q.wallet.currency,
        success_display_details: `Withdrawal of ${formatCrypto(q.credit, q.wallet.currency)} submitted for review (fees ${formatCrypto(q.fees, q.wallet.currency)})`,
      },
      'Your withdrawal request was submitted',
    );
  },
);
