import { eq, gt, and } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pendingOperations, users } from '../db/schema/index';
import { phoneAddress, sendSms } from '../adapters/outbox';
import { issueCode, CODE_TTL_MS } from './otp-codes';
import { type Operation, operationHash } from './second-factor';

/**
 * Check/preview calls note the operation the user is about to confirm; the next SMS code (sendandcheckotp)
 * is then bound to it and its text names the amount and payee. Without a noted operation the code is
 * unbound (still single-use and short-lived).
 */
export const notePendingOperation = async (db: Executor, userId: number, op: Operation): Promise<void> => {
  const summary = `${op.kind} of ${op.amount} to ${op.payee}`;
  await db.insert(pendingOperations).values({ userId, opHash: operationHash(op), summary }).onConflictDoUpdate({ target: pendingOperations.userId, set: { opHash: operationHash(op), summary, createdAt: new Date() } });
};

/** Sends (or resends) the SMS code for the user's next operation. */
export const sendOperationCode = async (db: Executor, userId: number): Promise<void> => {
  const [user] = await db.select({ countryCode: users.countryCode, phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const [pending] = await db.select().from(pendingOperations).where(and(eq(pendingOperations.userId, userId), gt(pendingOperations.createdAt, new Date(Date.now() - CODE_TTL_MS))));
  const recipient = phoneAddress(user.countryCode, user.phone);
  const code = await issueCode(db, { userId, purpose: 'op_sms', recipient, opHash: pending?.opHash ?? null });
  const what = pending ? ` to confirm ${pending.summary}` : '';
  await sendSms(db, { to: recipient, body: `Your verification code is ${code}${what}. It is valid for 10 minutes.`, code });
};
