import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';
import { phoneAddress, sendSms } from '../adapters/outbox';
import { issueCode } from './otp-codes';
import { recentPendingOperation } from './operation';

export { notePendingOperation } from './operation';

/** Sends (or resends) the SMS code for the user's next operation: bound to the pending operation when one
 * was noted in the last 10 minutes; otherwise unbound, and then bound to the first operation that presents
 * it (it is consumed by that use). */
export const sendOperationCode = async (db: Executor, userId: number): Promise<void> => {
  const [user] = await db
    .select({ countryCode: users.countryCode, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const pending = await recentPendingOperation(db, userId);
  const recipient = phoneAddress(user.countryCode, user.phone);
  const code = await issueCode(db, { userId, purpose: 'op_sms', recipient, opHash: pending?.opHash ?? null });
  const what = pending ? ` to confirm ${pending.summary}` : '';
  await sendSms(db, {
    to: recipient,
    body: `Your verification code is ${code}${what}. It is valid for 10 minutes.`,
    code,
  });
};
