import { and, eq, isNull, ne } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { sessions, users } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ApiError, badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hashPassword } from '../../security/hashing';
import { checkAccountPassword } from '../../security/signed-in-checks';
import { closeLoginChallenges, revokeSession } from '../../security/tokens';
import { sendSecurityNotice } from '../../security/security-notice';
import { originOf, recordSecurityEvent } from '../../security/security-events';

/** The sign-up password rule (auth contract); the change-password schema checks only presence and match. */
const weakness = (password: string): string | null => {
  if (password.length < 8) return 'Password must be at least 8 characters.';
  if (password.length > 128) return 'Password is too long.';
  if (!/[A-Za-z]/.test(password)) return 'Password needs a letter.';
  if (!/\d/.test(password)) return 'Password needs a digit.';
  return null;
};

/** Verifies the current password, stores the new one and ends the user's other sessions (this one stays) and the sign-ins begun with the old password. */
export const updatePasswordHandler = defineHandler(endpoints['profile.updatePassword'], async (ctx) => {
  const { db, guards, userId, sessionId, body } = ctx;
  const user = await loadUser(db, userId);
  await checkAccountPassword(
    db,
    guards,
    user,
    body.old_password,
    () => new ApiError('400', 'Current password does not match.'),
  );
  const weak = weakness(body.new_password);
  if (weak) throw badRequest(`new_password: ${weak}`);
  if (body.new_password === body.old_password)
    throw badRequest('new_password: New password must differ from the current password.');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await closeLoginChallenges(db, userId);
  await recordSecurityEvent(db, userId, 'password_changed', originOf(ctx));
  await sendSecurityNotice(db, userId, {
    subject: 'Your password was changed',
    text: 'Your password was changed',
    fr: { subject: 'Votre mot de passe a été modifié', text: 'Votre mot de passe a été modifié' },
  });
  const others = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.familyId, sessionId)));
  for (const session of others) await revokeSession(db, session.familyId);
  return done('Your password was changed.');
});
