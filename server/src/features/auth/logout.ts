import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { revokeSession } from '../../security/tokens';

/** Revokes the session: its access token and every refresh token of the family stop working. The sign-out is in
 * the customer's security trail, with the revocation or not at all. */
export const logoutHandler = defineHandler(endpoints['auth.logout'], async (ctx) => {
  const { db, userId, sessionId } = ctx;
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await recordSecurityEvent(tx, userId, 'sign_out', originOf(ctx));
  });
  return done('Logout Successfully');
});
