import type { Db } from '../../db/client';
import { endpoints, formatCrypto } from '../../contract';
import { cryptoTransfers } from '../../db/schema/index';
import { userAmount } from '../../domain/fees';
import { checkRange, cryptoBaseLimits } from '../../domain/limits';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { dec, move } from '../../ledger/index';
import { assertMayMoveMoney } from '../../security/money-policy';
import { notePendingOperation } from '../../security/pending-operation';
import { type Operation, verifySecondFactor } from '../../security/second-factor';
import { accountIn, available, newReference, opAmount, ownAccount } from '../../lib/ledger-accounts';

type TransferBody = {
  transfer_crypto: number;
  transfer_email: string;
  transfer_amount: string;
};

/** What the preview and the submit both check; the operation names amount, coin and payee for the SMS. */
const quoteTransfer = async (db: Db, userId: number, body: TransferBody) => {
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
  const operation: Operation = {
    kind: 'submitTransfer',
    amount: opAmount(amount),
    payee: body.transfer_email,
    label: `a crypto transfer of ${opAmount(amount)} ${coin} to ${recipient.email}`,
  };
  return { from, to, coin, amount, recipient, operation };
};

/** Preview: the next SMS code is bound to this amount and payee and names both (PSD2 dynamic linking). */
export const submitTransferCheckHandler = defineHandler(
  endpoints['cryptoExchange.submitTransferCheck'],
  async ({ db, userId, body }) => {
    await assertMayMoveMoney(db, userId, 'cryptoExchange.submitTransfer');
    const q = await quoteTransfer(db, userId, body);
    await notePendingOperation(db, userId, q.operation);
    // The payee's name as the review's recipient (confirmation of payee, as the internal transfer's check gives).
    const name = `${q.recipient.firstName} ${q.recipient.lastName}`.trim();
    return ok({ amount: opAmount(q.amount), currency: q.coin, payee: q.recipient.email, payee_name: name });
  },
);

/** Crypto to another customer by e-mail (the hidden third tab): immediate, same coin, no fee. The SMS code
 * must have been issued for exactly this amount and payee. */
export const submitTransferHandler = defineHandler(
  endpoints['cryptoExchange.submitTransfer'],
  async ({ db, config, userId, body }) => {
    const { from, to, coin, amount, recipient, operation } = await quoteTransfer(db, userId, body);
    await verifySecondFactor(db, {
      userId,
      flow: 'otp',
      authCode: body.auth_code,
      smsCode: body.smscode,
      passkey: { answer: body.passkey, rp: config.passkey },
      operation,
      exactAmount: true,
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
        success_display_details: `${formatCrypto(amount, coin)} sent to ${recipient.firstName} ${recipient.lastName}`,
      },
      'Transfer completed successfully',
    );
  },
);
