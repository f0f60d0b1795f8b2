import { endpoints } from '../../contract';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { revokeSession } from '../../security/tokens';

/** Revokes the session: its access token and every refresh token of the family stop working. */
export const logoutHandler = defineHandler(endpoints['auth.logout'], async ({ db, sessionId }) => {
  await revokeSession(db, sessionId);
  return done('Logout Successfully');
});
