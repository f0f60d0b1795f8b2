import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { checkTotp, guardedCheck } from '../../security/second-factor';

/** The first valid code proves the app holds the secret; the login then asks for it. */
export const authenticatorConfirmHandler = defineHandler(
  endpoints['auth.authenticatorConfirm'],
  async ({ db, userId, body }) => {
    const user = await loadUser(db, userId);
    if (!user.totpSecret) throw new ApiError('409', 'Start the authenticator setup first');
    if (user.totpEnabled) throw new ApiError('409', 'Google Authenticator is already enabled');
    await guardedCheck(db, userId, (tx, lastStep) => checkTotp(tx, userId, lastStep, body.code));
    await db
      .update(users)
      .set({ totpEnabled: true, loginSecondFactor: 'Google Authentication' })
      .where(eq(users.id, userId));
    return done('Google Authenticator enabled');
  },
);
