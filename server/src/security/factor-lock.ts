import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { keepEvenIfRefused } from '../db/kept-writes';
import { secondFactorState } from '../db/schema/index';
import { CodeRefusal } from './code-refusal';
import type { ConsumeResult } from './otp-codes';
import { noticeCodeLock } from './signed-in-checks';

// The second factor's lock (five wrong proofs → 15 minutes), whatever the proof: a code or a passkey answer.
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

const stateOf = async (db: Executor, userId: number) => {
  await db.insert(secondFactorState).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(secondFactorState)
    .where(eq(secondFactorState.userId, userId))
    .for('update');
  return row!;
};

const lockedMessage = (until: Date) =>
  `Too many wrong codes: your second factor is locked until ${until.toISOString().slice(11, 16)} UTC (15 minutes).`;

type Outcome = { status: 'ok' } | { status: 'locked'; until: Date } | { status: 'wrong'; message: string };
/** A refused proof with its own message (a passkey: replayed, expired, for another operation …). */
export type Refusal = { refusal: string };
type Check = (tx: Executor, lastStep: number) => Promise<ConsumeResult | boolean | Refusal>;

/** One more wrong code; `lockedUntil` when it is the one that locks. */
const countFailure = async (db: Executor, userId: number, lockedUntil: Date | null) => {
  await db.insert(secondFactorState).values({ userId }).onConflictDoNothing();
  await db
    .update(secondFactorState)
    .set(lockedUntil ? { failures: 0, lockedUntil } : { failures: sql`${secondFactorState.failures} + 1` })
    .where(eq(secondFactorState.userId, userId));
};

/** Runs one code check with the lockout rules, in its own transaction so a failure is counted even
 * though the caller's request then fails (inside a money call's transaction, the count is kept past its
 * rollback: db/kept-writes). */
export const guardedCheck = async (db: Db, userId: number, check: Check): Promise<void> => {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const state = await stateOf(tx, userId);
    if (state.lockedUntil && state.lockedUntil.getTime() > Date.now())
      return { status: 'locked', until: state.lockedUntil };
    const result = await check(tx, state.lastTotpStep);
    if (result === true || result === 'ok') {
      await tx.update(secondFactorState).set({ failures: 0 }).where(eq(secondFactorState.userId, userId));
      return { status: 'ok' };
    }
    const lockedUntil = state.failures + 1 >= MAX_FAILURES ? new Date(Date.now() + LOCK_MS) : null;
    await keepEvenIfRefused(tx, async (kept) => {
      await countFailure(kept, userId, lockedUntil);
      // The owner hears of a lock on the channels they have (ASVS 5.0 V6.3), whoever holds the session.
      if (lockedUntil) await noticeCodeLock(kept, userId);
    });
    if (lockedUntil) return { status: 'locked', until: lockedUntil };
    const message =
      typeof result === 'object'
        ? result.refusal
        : result === 'other-operation'
          ? OTHER_OPERATION
          : 'Invalid verification code.';
    return { status: 'wrong', message };
  });
  if (outcome.status === 'locked') throw new CodeRefusal('423', lockedMessage(outcome.until));
  if (outcome.status === 'wrong') throw new CodeRefusal('401', outcome.message);
};

export const OTHER_OPERATION = 'This code was issued for another operation. Request a new code.';
