import { type webcrypto, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors } from 'jose';
import { REFRESH_TOKEN_HEADER, TOKEN_INVALID_REFRESHING, TOKEN_MISSING_OR_INVALID } from '../contract';
import type { AppConfig } from '../config';
import type { Db, Executor } from '../db/client';
import { authChallenges, refreshTokens, sessions } from '../db/schema/index';
import { ApiError } from '../http/api-error';
import { randomToken, sha256 } from './hashing';
import { memoUntilWrite } from '../db/write-epoch';

export type TokenPair = { jwt_token: string; jwt_refresh_token: string };

/** The HS256 key, imported into WebCrypto once per secret: given the raw bytes, jose imported them again on
 * every sign and verify, about a third of a token check's CPU time (measured). */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const key = (config: AppConfig): Promise<webcrypto.CryptoKey> => {
  let imported = keys.get(config.jwtSecret);
  if (!imported) {
    const raw = new TextEncoder().encode(config.jwtSecret);
    imported = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(config.jwtSecret, imported);
  }
  return imported;
};
export const tokenMissing = () => new ApiError('401', TOKEN_MISSING_OR_INVALID, 401);
export const tokenInvalid = () => new ApiError('401', TOKEN_INVALID_REFRESHING, 401);

/** The refresh token a request presents (the refresh and the revoke read the same header). */
export const presentedRefresh = (
  headers: Record<string, string | string[] | undefined>,
): string | undefined => {
  const header = headers[REFRESH_TOKEN_HEADER];
  return typeof header === 'string' && header ? header : undefined;
};

/** When a session begun at `startedAt` ends whatever happens (SESSION_MAX_AGE): no token outlives it. */
const sessionEnd = (config: AppConfig, startedAt: Date) =>
  startedAt.getTime() + config.sessionMaxSeconds * 1000;

/** Whether a session is past its absolute lifetime or has been idle too long (decision 138). */
export const sessionOver = (
  config: AppConfig,
  session: { createdAt: Date; lastSeenAt: Date },
  now = Date.now(),
): boolean =>
  now >= sessionEnd(config, session.createdAt) ||
  now - session.lastSeenAt.getTime() > config.sessionIdleSeconds * 1000;

const signAccess = async (config: AppConfig, userId: number, familyId: string, startedAt: Date) =>
  new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(
      Math.floor(
        Math.min(Date.now() + config.accessTokenTtlSeconds * 1000, sessionEnd(config, startedAt)) / 1000,
      ),
    )
    .sign(await key(config));

const storeRefresh = async (
  db: Executor,
  config: AppConfig,
  userId: number,
  familyId: string,
  startedAt: Date,
): Promise<string> => {
  const token = randomToken();
  const expires = Math.min(Date.now() + config.refreshTokenTtlSeconds * 1000, sessionEnd(config, startedAt));
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(expires),
  });
  return token;
};

/** The device a session was opened from, as the customer's session list shows it. */
export type Device = { ip: string; userAgent: string };

/** A new session (token family) after a successful login, remembering the device it was opened from. */
export const issueSession = async (
  db: Executor,
  config: AppConfig,
  userId: number,
  device: Device = { ip: '', userAgent: '' },
): Promise<TokenPair & { familyId: string }> => {
  const familyId = randomUUID();
  const now = new Date();
  await db.insert(sessions).values({
    familyId,
    userId,
    ip: device.ip.replace(/^::ffff:/i, '').slice(0, 60),
    userAgent: device.userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
  });
  return {
    familyId,
    jwt_token: await signAccess(config, userId, familyId, now),
    jwt_refresh_token: await storeRefresh(db, config, userId, familyId, now),
  };
};

/** "Last seen" moves at most this often: a cheap conditional update, never a write per request. */
export const LAST_SEEN_STEP_MS = 60_000;

const touchSession = async (db: Executor, familyId: string) => {
  const now = new Date();
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.familyId, familyId),
        lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_STEP_MS)),
      ),
    );
};

export type AccessClaims = { userId: number; familyId: string };

// Every signed-in call checks its session; a revocation is a write, so the answer is reused until the next write.
const sessionOf = memoUntilWrite<typeof sessions.$inferSelect | undefined>(10_000);

/** Verifies a bearer token: expired or bad signature → "…Refreshing the token"; revoked session → missing/invalid. */
export const verifyAccess = async (
  db: Executor,
  config: AppConfig,
  header: string | undefined,
): Promise<AccessClaims> => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) throw tokenMissing();
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await key(config), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw tokenInvalid();
    throw error;
  }
  const userId = Number(payload.sub);
  const familyId = String(payload.sid ?? '');
  const session = await sessionOf(
    db,
    familyId,
    async () => (await db.select().from(sessions).where(eq(sessions.familyId, familyId)))[0],
  );
  if (!session || session.revokedAt || session.userId !== userId) throw tokenMissing();
  if (sessionOver(config, session)) throw tokenMissing();
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) await touchSession(db, familyId);
  return { userId, familyId };
};

const revokeFamily = async (db: Executor, familyId: string) => {
  const now = new Date();
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.familyId, familyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};

/** Rotates a refresh token. Presenting an already-rotated token means it leaked: the whole family is revoked. */
export const rotateRefresh = async (
  db: Db,
  config: AppConfig,
  presented: string | undefined,
): Promise<TokenPair> => {
  if (!presented) throw tokenMissing();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update');
    if (!row) return 'unknown' as const;
    if (row.rotatedAt || row.revokedAt) {
      await revokeFamily(tx, row.familyId);
      return 'reused' as const;
    }
    if (row.expiresAt.getTime() < Date.now()) return 'expired' as const;
    const [session] = await tx.select().from(sessions).where(eq(sessions.familyId, row.familyId));
    if (!session || session.revokedAt) return 'unknown' as const;
    // Past its lifetime or idle too long: over for good, whoever presents the token (decision 138).
    if (sessionOver(config, session)) {
      await revokeFamily(tx, row.familyId);
      return 'expired' as const;
    }
    const now = new Date();
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    // A refresh is a write anyway: it also moves the session's "last seen".
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.familyId, row.familyId));
    return {
      jwt_token: await signAccess(config, row.userId, row.familyId, session.createdAt),
      jwt_refresh_token: await storeRefresh(tx, config, row.userId, row.familyId, session.createdAt),
    };
  });
  if (typeof outcome === 'string') throw tokenMissing();
  return outcome;
};

export const revokeSession = (db: Executor, familyId: string) => revokeFamily(db, familyId);

/** Ends the session a refresh token belongs to, whatever that token's state (current, already rotated, expired):
 * an automatic logout may hold only an expired access token. Returns the session's user when it was still open,
 * undefined for an unknown token or a session that had already ended. */
export const revokeByRefresh = async (tx: Executor, presented: string): Promise<number | undefined> => {
  const [row] = await tx
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, ended: sessions.revokedAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.familyId, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .for('update'); // two revokes at once: the second waits, then sees the session ended (one sign-out)
  if (!row || row.ended) return undefined;
  await revokeFamily(tx, row.familyId);
  return row.userId;
};

/** A new password (change or reset) ends the sign-ins begun with the old one: their login_token is void. */
export const closeLoginChallenges = async (db: Executor, userId: number): Promise<void> => {
  await db
    .update(authChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authChallenges.userId, userId),
        eq(authChallenges.purpose, 'login'),
        isNull(authChallenges.usedAt),
      ),
    );
};
