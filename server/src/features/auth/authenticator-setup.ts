import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { ADD_AUTHENTICATOR } from '../../security/factor-change';
import { notePendingOperation } from '../../security/operation';

export const ISSUER = 'Portal Payments';

/** A new secret (not active until confirmed with a code, the password and the current factor); notes the change
 * so that the next SMS code (sendandcheckotp) names it and is bound to it. An active authenticator is never
 * replaced here. */
export const authenticatorSetupHandler = defineHandler(
  endpoints['auth.authenticatorSetup'],
  async ({ db, userId }) => {
    const user = await loadUser(db, userId);
    if (user.totpEnabled) throw new ApiError('409', 'Google Authenticator is already enabled');
    const secret = authenticator.generateSecret();
    await db.update(users).set({ totpSecret: secret }).where(eq(users.id, userId));
    await notePendingOperation(db, userId, ADD_AUTHENTICATOR);
    return ok(
      { secret, otpauth_url: authenticator.keyuri(user.email, ISSUER, secret) },
      'Scan the QR code with your authenticator app',
    );
  },
);
