import { eq, gt, and } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pendingOperations, users } from '../db/schema/index';
import { phoneAddress, sendSms } from '../adapters/outbox';
import { issueCode, CODE_TTL_MS } from './otp-codes';

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
  const [pending] = await db
    .select()
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.userId, userId),
        gt(pendingOperations.createdAt, new Date(Date.now() - CODE_TTL_MS)),
      ),
    );
  const recipient = phoneAddress(user.countryCode, user.phone);
  const code = await issueCode(db, { userId, purpose: 'op_sms', recipient, opHash: pending?.opHash ?? null });
  const what = pending ? ` to confirm ${pending.summary}` : '';
  await sendSms(db, {
    to: recipient,
    body: `Your verification code is ${code}${what}. It is valid for 10 minutes.`,
    code,
  });
};
