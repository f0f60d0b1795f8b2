import { and, eq, isNull } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { sessions, users } from '../../db/schema/index';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hashPassword } from '../../security/hashing';
import { consumeCode } from '../../security/otp-codes';
import { guardedCheck } from '../../security/second-factor';
import { revokeSession } from '../../security/tokens';

/** A new password ends every open session of the user. */
export const resetPasswordHandler = defineHandler(endpoints['auth.resetPassword'], async ({ db, body }) => {
  const user = await findUserByEmail(db, body.email_id);
  if (!user) throw new ApiError('404', 'This email address does not exist with any accounts');
  await guardedCheck(db, user.id, (tx) => consumeCode(tx, { purpose: 'reset', recipient: user.email, code: body.code }));
  await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, user.id));
  for (const session of await db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))) await revokeSession(db, session.familyId);
  return done('Your password was changed. Please sign in.');
});
