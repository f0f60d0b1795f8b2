import { endpoints } from '../../contract';
import { notFound } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { activeSessions, deviceName } from '../../security/sessions';
import { revokeSession } from '../../security/tokens';

/** Ends one of the caller's sessions: its access and refresh tokens are refused from the next call on, on every
 * process (the state is the session row). Another customer's session is "not found", like one that never was. */
export const endSessionHandler = defineHandler(endpoints['auth.endSession'], async (ctx) => {
  const { db, config, userId, params } = ctx;
  const session = (await activeSessions(db, config, userId)).find(
    (row) => row.familyId === params.session_id,
  );
  if (!session) throw notFound('Session not found');
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.familyId);
    await recordSecurityEvent(tx, userId, 'session_ended', originOf(ctx), deviceName(session));
  });
  return done('The session was signed out');
});
