import { and, desc, eq, exists, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { refreshTokens, sessions } from '../db/schema/index';
import { SYSTEM_ORIGIN, recordSecurityEvent } from './security-events';
import { revokeSession } from './tokens';
import { parseUserAgent } from './user-agent';

/** Concurrent sessions a customer keeps (docs/decisions/110): a new sign-in beyond it ends the least recently
 * seen. */
export const SESSION_CAP = 10;

export type SessionRow = typeof sessions.$inferSelect;

/** The user's sessions still usable: not ended, not idle too long, and holding a refresh token that is current
 * and unexpired (its expiry is capped at the session's absolute lifetime). */
export const activeSessions = (db: Executor, config: AppConfig, userId: number): Promise<SessionRow[]> =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(Date.now() - config.sessionIdleSeconds * 1000)),
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sessions.familyId),
                isNull(refreshTokens.rotatedAt),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, new Date()),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));

/** "Chrome · Windows": how the trail names a session's device (proper names only: the screen translates). */
export const deviceName = (session: Pick<SessionRow, 'userAgent'>): string => {
  const { browser, os } = parseUserAgent(session.userAgent);
  return `${browser} · ${os}`;
};

/** Ends the sessions beyond the cap, least recently seen first; each is recorded in the owner's trail. */
export const capSessions = async (db: Executor, config: AppConfig, userId: number): Promise<void> => {
  const beyond = (await activeSessions(db, config, userId)).slice(SESSION_CAP);
  for (const session of beyond) {
    await revokeSession(db, session.familyId);
    await recordSecurityEvent(db, userId, 'session_limit', SYSTEM_ORIGIN, deviceName(session));
  }
};
