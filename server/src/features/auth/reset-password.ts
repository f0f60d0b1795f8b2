import { and, eq, isNull } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { passkeyCredentials, sessions, users } from '../../db/schema/index';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { inUniformTime } from '../../security/uniform-time';
import { hashPassword } from '../../security/hashing';
import { consumeCode } from '../../security/otp-codes';
import { closeLoginChallenges, revokeSession } from '../../security/tokens';
import { sendSecurityNotice } from '../../security/security-notice';
import { originOf, recordSecurityEvent } from '../../security/security-events';

export const RESET_WRONG = 'Invalid or expired reset code.';
export const RESET_LOCKED = 'Too many wrong reset codes. Please wait 15 minutes and request a new code.';

/**
 * A new password ends every open session of the user and every sign-in begun with the old one. Wrong codes
 * count on their own counter (per e-mail, known or not): an anonymous caller cannot lock the holder's second factor, and an unknown e-mail answers
 * exactly like a wrong code.
 */
const resetPasswordWithoutTimeFloor = defineHandler(endpoints['auth.resetPassword'], async (ctx) => {
  const { db, body, guards } = ctx;
  const key = body.email_id.trim().toLowerCase();
  // Counted before the code is looked at: parallel guesses stop at the rule, on every process.
  const attempt = await guards.resetCode.attempt(key);
  if (attempt.refused) throw new ApiError('423', RESET_LOCKED);
  const user = await findUserByEmail(db, body.email_id);
  const result = user?.passwordHash
    ? await db.transaction((tx) =>
        consumeCode(tx, { purpose: 'reset', recipient: user.email, code: body.code }),
      )
    : 'wrong';
  if (!user || result !== 'ok') throw new ApiError('401', attempt.locked ? RESET_LOCKED : RESET_WRONG);
  await guards.resetCode.clear(key);
  await guards.password.clear(key);
  // Recovery (docs/decisions/155): the inbox proved, the next sign-in asks for an SMS code to the phone on file
  // instead of an authenticator the owner may have lost (or someone else added).
  // Passkeys too (decision 174): one the owner lost, or one someone else added, ends with the reset.
  const passkeys = await db
    .delete(passkeyCredentials)
    .where(eq(passkeyCredentials.userId, user.id))
    .returning({ name: passkeyCredentials.name });
  const factorReset = user.loginSecondFactor === 'Google Authentication';
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(body.password),
      ...(factorReset
        ? { loginSecondFactor: 'SMS OTP Authentication', totpEnabled: false, totpSecret: null }
        : {}),
    })
    .where(eq(users.id, user.id));
  await sendSecurityNotice(db, user.id, {
    subject: 'Your password was reset',
    text: factorReset
      ? 'Your password was reset and your authenticator app removed: signing in now asks for an SMS code'
      : passkeys.length
        ? 'Your password was reset and your passkeys removed'
        : 'Your password was reset',
    fr: {
      subject: 'Votre mot de passe a été réinitialisé',
      text: factorReset
        ? 'Votre mot de passe a été réinitialisé et votre application d’authentification retirée : la connexion demande désormais un code SMS'
        : passkeys.length
          ? 'Votre mot de passe a été réinitialisé et vos clés d’accès supprimées'
          : 'Votre mot de passe a été réinitialisé',
    },
  });
  for (const passkey of passkeys)
    await recordSecurityEvent(db, user.id, 'passkey_removed', originOf(ctx), passkey.name);
  await recordSecurityEvent(db, user.id, 'password_reset', originOf(ctx));
  if (factorReset) await recordSecurityEvent(db, user.id, 'second_factor_changed', originOf(ctx), 'sms');
  await closeLoginChallenges(db, user.id);
  for (const session of await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))))
    await revokeSession(db, session.familyId);
  return done('Your password was changed. Please sign in.');
});

/** Known and unknown e-mails: the same answer in the same time (docs/decisions/022). */
export const resetPasswordHandler = inUniformTime(resetPasswordWithoutTimeFloor);
