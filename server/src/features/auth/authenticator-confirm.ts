import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ADD_AUTHENTICATOR, endFactorChange, reauthenticate } from '../../security/factor-change';
import { checkTotp, guardedCheck } from '../../security/second-factor';
import { sendSecurityNotice } from '../../security/security-notice';
import { originOf, recordSecurityEvent } from '../../security/security-events';

/** Re-authentication first (password and current factor: a session alone never changes how one signs in), then
 * the first valid code proves the app holds the secret; the login then asks for it and the customer is told on
 * the old channels. */
export const authenticatorConfirmHandler = defineHandler(
  endpoints['auth.authenticatorConfirm'],
  async (ctx) => {
    const { db, guards, userId, body } = ctx;
    const user = await loadUser(db, userId);
    if (!user.totpSecret) throw new ApiError('409', 'Start the authenticator setup first');
    if (user.totpEnabled) throw new ApiError('409', 'Google Authenticator is already enabled');
    await reauthenticate(
      db,
      guards,
      userId,
      { password: body.password, currentCode: body.current_code },
      ADD_AUTHENTICATOR,
    );
    await guardedCheck(db, userId, (tx, lastStep) => checkTotp(tx, userId, lastStep, body.code));
    await db
      .update(users)
      .set({ totpEnabled: true, loginSecondFactor: 'Google Authentication' })
      .where(eq(users.id, userId));
    await endFactorChange(db, userId);
    await recordSecurityEvent(db, userId, 'second_factor_changed', originOf(ctx), 'authenticator');
    await sendSecurityNotice(db, userId, {
      subject: 'Your sign-in method changed',
      text: 'An authenticator app was added to your account: signing in now asks for its code',
      fr: {
        subject: 'Votre méthode de connexion a changé',
        text: 'Une application d’authentification a été ajoutée à votre compte : la connexion demande désormais son code',
      },
    });
    return done('Google Authenticator enabled');
  },
);
