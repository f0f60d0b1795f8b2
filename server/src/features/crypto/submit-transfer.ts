import { endpoints } from '../../contract';
import { cryptoTransfers } from '../../db/schema/index';
import { userAmount } from '../../domain/fees';
import { checkRange, cryptoBaseLimits } from '../../domain/limits';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { dec, move } from '../../ledger/index';
import { verifySecondFactor } from '../../security/second-factor';
import { accountIn, available, newReference, opAmount, ownAccount } from '../../lib/ledger-accounts';

/** Crypto to another customer by e-mail (the hidden third tab): immediate, same coin, no fee. */
export const submitTransferHandler = defineHandler(
  endpoints['cryptoExchange.submitTransfer'],
  async ({ db, userId, body }) => {
    const from = await ownAccount(db, userId, body.transfer_crypto, 'crypto');
    const coin = from.currency;
    const amount = userAmount('transfer_amount', body.transfer_amount, coin);
    const limits = await cryptoBaseLimits(db, coin);
    checkRange(amount, limits.mininternallimit, limits.maxinternallimit);
    const recipient = await findUserByEmail(db, body.transfer_email);
    if (!recipient || recipient.parentUserId)
      throw new ApiError('404', 'This email address does not exist with any accounts');
    if (recipient.id === userId) throw new ApiError('400', 'You cannot transfer to your own account');
    const to = await accountIn(db, recipient.id, 'crypto', coin);
    if (!to) throw new ApiError('404', 'This email address does not exist with any accounts');
    if (dec(amount).gt(available(from))) throw new ApiError('402', 'Not enough balance');
    await verifySecondFactor(db, {
      userId,
      flow: 'otp',
      authCode: body.auth_code,
      smsCode: body.smscode,
      operation: { kind: 'submitTransfer', amount: opAmount(amount), payee: body.transfer_email },
    });
    const reference = newReference('CTR');
    await db.transaction(async (tx) => {
      const posted = await move(tx, {
        from: from.id,
        to: to.id,
        amount,
        reference,
        kind: 'crypto-transfer',
        meta: { address: body.transfer_wallet_address },
      });
      await tx.insert(cryptoTransfers).values({
        userId,
        status: 'Completed',
        reference,
        ledgerTransactionId: posted.transactionId,
        fromWalletId: from.id,
        toWalletId: to.id,
        toUserId: recipient.id,
        coinCode: coin,
        amount,
      });
    });
    return ok(
      {
        success_display_amount: amount,
        success_display_refno: reference,
        success_display_toaccount: recipient.email,
        success_display_currency: coin,
        success_display_details: `${amount} ${coin} sent to ${recipient.firstName} ${recipient.lastName}`,
      },
      'Transfer completed successfully',
    );
  },
);
