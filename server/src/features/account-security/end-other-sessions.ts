import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { activeSessions } from '../../security/sessions';
import { revokeSession } from '../../security/tokens';

/** "Sign out everywhere else": every session of the caller but the one making the call. */
export const endOtherSessionsHandler = defineHandler(endpoints['auth.endOtherSessions'], async (ctx) => {
  const { db, config, userId, sessionId } = ctx;
  const others = (await activeSessions(db, config, userId)).filter((row) => row.familyId !== sessionId);
  await db.transaction(async (tx) => {
    for (const session of others) await revokeSession(tx, session.familyId);
    if (others.length)
      await recordSecurityEvent(tx, userId, 'other_sessions_ended', originOf(ctx), String(others.length));
  });
  return ok({ ended: others.length }, 'Every other session was signed out');
});
