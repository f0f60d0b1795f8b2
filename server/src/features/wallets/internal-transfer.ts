import { endpoints, formatFiat } from '../../contract';
import { internalTransfers } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { feeFor, fiatFees, toPlaces, userAmount } from '../../domain/fees';
import { checkRange, fiatLimitSettings } from '../../domain/limits';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { add, dec, houseAccount, neg, transfer } from '../../ledger/index';
import { assertMayMoveMoney } from '../../security/money-policy';
import { notePendingOperation } from '../../security/pending-operation';
import { verifySecondFactor } from '../../security/second-factor';
import { accountIn, available, newReference, opAmount, ownAccount } from '../../lib/ledger-accounts';

const NO_SUCH_EMAIL = 'This email address does not exist with any accounts';
export const TOO_MANY_CHECKS = 'Too many recipient checks. Please try again later.';
const KIND = 'fiatinternaltransfer';

/** The recipient: another customer with a wallet in that currency. */
const recipientOf = async (
  db: Parameters<typeof findUserByEmail>[0],
  userId: number,
  email: string,
  currency: string,
) => {
  const user = await findUserByEmail(db, email);
  if (!user || user.parentUserId) throw new ApiError('404', NO_SUCH_EMAIL);
  if (user.id === userId) throw new ApiError('400', 'You cannot transfer to your own account');
  const wallet = await accountIn(db, user.id, 'fiat', currency);
  if (!wallet) throw new ApiError('404', NO_SUCH_EMAIL);
  return { user, wallet };
};

/** "Next": verifies the recipient and answers their display name. It answers a name for an e-mail, so it is
 * limited per user (no directory harvesting) and refused to whoever may not send (KYC, demo). */
export const checkEmailAccountHandler = defineHandler(
  endpoints['account.checkEmailAccount'],
  async ({ db, userId, body, guards }) => {
    await assertMayMoveMoney(db, userId, 'internalTransfer.fiatInternalTransfer');
    if (!(await guards.recipientCheck.take(String(userId)))) throw new ApiError('429', TOO_MANY_CHECKS, 429);
    const { user } = await recipientOf(db, userId, body.user_email, body.currancy);
    return ok(`${user.firstName} ${user.lastName}`);
  },
);

type TransferInput = { account: number; emailaddress: string; amount: string; currancy: string };

const quoteInternal = async (db: Db, userId: number, body: TransferInput) => {
  const from = await ownAccount(db, userId, body.account, 'fiat');
  if (from.currency !== body.currancy)
    throw new ApiError('400', 'currancy: Currency must be the account currency');
  const { wallet: to } = await recipientOf(db, userId, body.emailaddress, from.currency);
  const amount = userAmount('amount', body.amount, from.currency);
  const limits = await fiatLimitSettings(db);
  checkRange(amount, limits.mininternal, limits.maxinternal);
  const fee = feeFor(amount, (await fiatFees(db)).internalTransferFees, from.currency);
  const total = toPlaces(add(amount, fee), from.currency);
  if (dec(available(from)).lt(total))
    throw new ApiError(
      '402',
      `Insufficient balance in ${from.currency} virtual wallet. Total required (including fees): ${total} ${from.currency}.`,
    );
  return {
    from,
    to,
    amount,
    fee,
    total,
    operation: {
      kind: KIND,
      amount: opAmount(amount),
      currency: from.currency,
      payee: body.emailaddress,
      label: `an internal transfer of ${amount} ${from.currency} to ${body.emailaddress}`,
    },
  };
};

/** Preview: fee and total; the next SMS code is bound to this amount and payee and names both. */
export const fiatInternalTransferCheckHandler = defineHandler(
  endpoints['internalTransfer.fiatInternalTransferCheck'],
  async ({ db, userId, body }) => {
    await assertMayMoveMoney(db, userId, 'internalTransfer.fiatInternalTransfer');
    const q = await quoteInternal(db, userId, body);
    await notePendingOperation(db, userId, q.operation);
    return ok({
      amount: q.amount,
      fee: q.fee,
      total: q.total,
      currency: q.from.currency,
      payee: body.emailaddress,
    });
  },
);

/** Immediate transfer between customers; internalTransferFees % is charged to the sender. The SMS code must be
 * bound to this exact amount and payee (a code sent for another amount is refused, and the resend names this
 * one). */
export const fiatInternalTransferHandler = defineHandler(
  endpoints['internalTransfer.fiatInternalTransfer'],
  async ({ db, config, userId, body }) => {
    const { from, to, amount, fee, total, operation } = await quoteInternal(db, userId, body);
    await verifySecondFactor(db, {
      userId,
      flow: 'internalotp',
      authCode: body.auth_code,
      smsCode: body.otp,
      passkey: { answer: body.passkey, rp: config.passkey },
      operation,
      fields: { sms: 'otp' },
      exactAmount: true,
    });
    const reference = newReference('INT');
    await db.transaction(async (tx) => {
      const legs = [
        { accountId: from.id, amount: neg(total) },
        { accountId: to.id, amount },
      ];
      if (dec(fee).gt(0))
        legs.push({ accountId: await houseAccount(tx, 'fees', from.currency), amount: fee });
      const posted = await transfer(tx, {
        legs,
        reference,
        kind: 'internal-transfer',
        meta: { fee, message: body.message },
      });
      await tx.insert(internalTransfers).values({
        userId,
        status: 'Completed',
        reference,
        ledgerTransactionId: posted.transactionId,
        fromAccountId: from.id,
        toAccountId: to.id,
        toUserId: to.ownerUserId!,
        currency: from.currency,
        amount,
        fee,
        message: body.message,
      });
    });
    return done(`${formatFiat(amount, from.currency)} sent to ${body.emailaddress}`);
  },
);
