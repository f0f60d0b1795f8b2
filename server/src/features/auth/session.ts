import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EndpointDefinition } from '../../contract';
import { authChallenges, loginLogs } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { HandlerContext } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { randomToken, sha256 } from '../../security/hashing';
import { issueSession, type TokenPair } from '../../security/tokens';
import { parseUserAgent } from '../../security/user-agent';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { capSessions } from '../../security/sessions';

/** Logs the sign-in (IP, browser, OS, security trail), opens a session and ends the ones beyond the cap. */
export const signIn = async (ctx: HandlerContext<EndpointDefinition>, userId: number): Promise<TokenPair> => {
  const origin = originOf(ctx);
  const { browser, os } = parseUserAgent(origin.userAgent);
  await ctx.db.insert(loginLogs).values({ userId, ip: ctx.ip, browser, os });
  await recordSecurityEvent(ctx.db, userId, 'sign_in', origin);
  const { jwt_token, jwt_refresh_token } = await issueSession(ctx.db, ctx.config, userId, origin);
  await capSessions(ctx.db, ctx.config, userId);
  return { jwt_token, jwt_refresh_token };
};

export type ChallengePurpose = 'signup' | 'login';
const TTL_MS: Record<ChallengePurpose, number> = { signup: 30 * 60 * 1000, login: 10 * 60 * 1000 };

/** A short-lived token for the next step of a public flow (verify sign-up, second factor at login). */
export const createChallenge = async (
  db: Executor,
  userId: number,
  purpose: ChallengePurpose,
): Promise<string> => {
  const token = randomToken();
  await db
    .insert(authChallenges)
    .values({ userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TTL_MS[purpose]) });
  return token;
};

export const readChallenge = async (
  db: Executor,
  token: string,
  purpose: ChallengePurpose,
): Promise<{ id: number; userId: number }> => {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, sha256(token)),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, new Date()),
      ),
    );
  if (!row) throw new ApiError('401', 'This verification step has expired. Please start again.');
  return row;
};

export const closeChallenge = async (db: Executor, id: number): Promise<void> => {
  await db.update(authChallenges).set({ usedAt: new Date() }).where(eq(authChallenges.id, id));
};

/** "+33 ******1234": enough for the user to recognise the number. */
export const phoneHint = (countryCode: string, phone: string): string =>
  `+${countryCode} ${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
