import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { passkeyChallenges } from '../db/schema/index';
import { type Operation, operationHash } from './operation';

/** What a challenge may be used for: one registration, one sign-in, or one operation (a payment, a CVV reveal). */
export type ChallengePurpose = 'registration' | 'sign-in' | 'operation';
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The challenge of an operation (decision 173): SHA-256 over "portal-passkey-operation/v1", the operation's hash
 * (kind, amount, currency, payee: security/operation) and a random nonce, joined by "|". The authenticator signs
 * it inside clientDataJSON, so the assertion confirms exactly this operation; the nonce makes each one new.
 */
export const operationChallenge = (opHash: string, nonce: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(createHash('sha256').update(`portal-passkey-operation/v1|${opHash}|${nonce}`).digest());

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Issues a challenge (its bytes go to the browser, its base64url form is stored); old ones are swept. */
export const issueChallenge = async (
  db: Executor,
  purpose: ChallengePurpose,
  userId: number | null,
  /** For an operation: its hash (security/operation), as its check call noted it. */
  opHash: string | null = null,
): Promise<Uint8Array<ArrayBuffer>> => {
  const nonce = opHash ? randomBytes(16).toString('base64url') : null;
  const bytes = opHash && nonce ? operationChallenge(opHash, nonce) : new Uint8Array(randomBytes(32));
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(Date.now() - 3_600_000)));
  await db.insert(passkeyChallenges).values({
    challenge: b64url(bytes),
    userId,
    purpose,
    opHash,
    nonce,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return bytes;
};

export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type Claim = { row: ChallengeRow } | { problem: 'unknown' | 'used' | 'expired' };

/**
 * Takes the challenge an assertion signed, once: the row is locked and marked used in the caller's transaction,
 * so two processes given the same assertion cannot both accept it. A used or expired one is named as such.
 */
export const claimChallenge = async (
  db: Executor,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<Claim> => {
  const [row] = await db
    .select()
    .from(passkeyChallenges)
    .where(and(eq(passkeyChallenges.challenge, challenge), eq(passkeyChallenges.purpose, purpose)))
    .for('update');
  if (!row || (userId !== null && row.userId !== userId)) return { problem: 'unknown' };
  if (row.usedAt) return { problem: 'used' };
  await db.update(passkeyChallenges).set({ usedAt: new Date() }).where(eq(passkeyChallenges.id, row.id));
  if (row.expiresAt.getTime() <= Date.now()) return { problem: 'expired' };
  return { row };
};

/** Whether a claimed operation challenge is the one derived from this operation (amount, currency, payee). */
export const challengeConfirms = (row: ChallengeRow, operation: Operation): boolean =>
  Boolean(row.nonce) && b64url(operationChallenge(operationHash(operation), row.nonce!)) === row.challenge;
