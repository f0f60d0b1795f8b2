import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db, Executor } from '../db/client';
import { keepEvenIfRefused } from '../db/kept-writes';
import { secondFactorSettings, secondFactorState, users } from '../db/schema/index';
import { CodeRefusal } from './code-refusal';
import { type Operation, clearPendingOperation, notePendingOperation, operationHashes } from './operation';
import { type ConsumeResult, consumeCode } from './otp-codes';
import { noticeCodeLock } from './signed-in-checks';

export { ANY_AMOUNT, type Operation, operationHash } from './operation';

export const FLOWS = [
  'outgoingotp',
  'internalotp',
  'otp',
  'cardtopup',
  'accounttopup',
  'buyotp',
  'sellotp',
  'swapotp',
] as const;
export type Flow = (typeof FLOWS)[number];

export type SecondFactorMode = 'Google Authentication' | 'SMS OTP Authentication' | 'none';
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const STEP_SECONDS = 30;
authenticator.options = { step: STEP_SECONDS, window: 1 };

export const modeOf = async (db: Executor, userId: number, flow: Flow): Promise<SecondFactorMode> => {
  const [row] = await db
    .select({ mode: secondFactorSettings.mode })
    .from(secondFactorSettings)
    .where(sql`${secondFactorSettings.userId} = ${userId} and ${secondFactorSettings.flow} = ${flow}`);
  return (row?.mode as SecondFactorMode | undefined) ?? 'none';
};

/** Every flow's mode, as the answers carry them (outgoingotp, internalotp, otp, buyotp …). */
export const modesOf = async (db: Executor, userId: number): Promise<Record<Flow, SecondFactorMode>> => {
  const rows = await db.select().from(secondFactorSettings).where(eq(secondFactorSettings.userId, userId));
  const modes = Object.fromEntries(FLOWS.map((flow) => [flow, 'none'])) as Record<Flow, SecondFactorMode>;
  for (const row of rows)
    if ((FLOWS as readonly string[]).includes(row.flow))
      modes[row.flow as Flow] = row.mode as SecondFactorMode;
  return modes;
};

export const setMode = async (
  db: Executor,
  userId: number,
  flow: Flow,
  mode: SecondFactorMode,
): Promise<void> => {
  await db
    .insert(secondFactorSettings)
    .values({ userId, flow, mode })
    .onConflictDoUpdate({ target: [secondFactorSettings.userId, secondFactorSettings.flow], set: { mode } });
};

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

/** Checks an authenticator code: ±1 step, and never a step already used (each code is accepted once). */
export const checkTotp = async (
  db: Executor,
  userId: number,
  lastStep: number,
  code: string,
): Promise<boolean> => {
  const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
  const secret = user?.secret;
  if (!secret) return false;
  const delta = authenticator.checkDelta(code, secret);
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
  if (step <= lastStep) return false;
  await db.update(secondFactorState).set({ lastTotpStep: step }).where(eq(secondFactorState.userId, userId));
  return true;
};

type Outcome = { status: 'ok' } | { status: 'locked'; until: Date } | { status: 'wrong'; message: string };
type Check = (tx: Executor, lastStep: number) => Promise<ConsumeResult | boolean>;

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
    return {
      status: 'wrong',
      message: result === 'other-operation' ? OTHER_OPERATION : 'Invalid verification code.',
    };
  });
  if (outcome.status === 'locked') throw new CodeRefusal('423', lockedMessage(outcome.until));
  if (outcome.status === 'wrong') throw new CodeRefusal('401', outcome.message);
};

export const OTHER_OPERATION = 'This code was issued for another operation. Request a new code.';

/** The body fields carrying the codes, named in "missing code" messages (auth_code/smscode unless told). */
export type CodeFields = { auth?: string; sms?: string };
export type VerifyInput = {
  userId: number;
  flow: Flow;
  authCode?: string | null;
  smsCode?: string | null;
  operation: Operation;
  fields?: CodeFields;
  /** The SMS code must have been sent for exactly this amount and payee (its text named them). */
  exactAmount?: boolean;
};

/**
 * Verifies the second factor a flow requires for the user (nothing when the mode is 'none').
 * Call it BEFORE opening the money transaction: a refusal's bookkeeping (failures) is kept either way; in a
 * money call with an Idempotency-Key the code's use commits with the money, so a crash leaves it usable.
 */
export const verifySecondFactor = async (db: Db, input: VerifyInput): Promise<void> => {
  const mode = await modeOf(db, input.userId, input.flow);
  if (mode === 'none') return;
  if (mode === 'Google Authentication') {
    const code = (input.authCode ?? '').trim();
    if (!code)
      throw new CodeRefusal(
        '400',
        `${input.fields?.auth ?? 'auth_code'}: Enter 6 digit google authetication code`,
      );
    return guardedCheck(db, input.userId, (tx, lastStep) => checkTotp(tx, input.userId, lastStep, code));
  }
  const code = (input.smsCode ?? '').trim();
  if (!code) throw new CodeRefusal('400', `${input.fields?.sms ?? 'smscode'}: OTP is required`);
  const [user] = await db
    .select({ countryCode: users.countryCode, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, input.userId));
  const recipient = `+${user!.countryCode.replace(/^\+/, '')}${user!.phone}`;
  const opHashes = operationHashes(input.operation, input.exactAmount);
  try {
    await guardedCheck(db, input.userId, (tx) =>
      consumeCode(tx, { purpose: 'op_sms', recipient, code, opHashes, requireBound: input.exactAmount }),
    );
  } catch (error) {
    // Bound to another (stale or altered) operation: the resend will name, and be bound to, this one.
    if (error instanceof CodeRefusal && error.message === OTHER_OPERATION)
      await keepEvenIfRefused(db, (kept) => notePendingOperation(kept, input.userId, input.operation));
    throw error;
  }
  await clearPendingOperation(db, input.userId);
};

/** Login second factor: the user's login mode, same lockout. */
export const verifyLoginCode = async (db: Db, userId: number, code: string): Promise<void> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new CodeRefusal('401', 'Invalid verification code.');
  if (user.loginSecondFactor === 'Google Authentication')
    return guardedCheck(db, userId, (tx, lastStep) => checkTotp(tx, userId, lastStep, code));
  const recipient = `+${user.countryCode.replace(/^\+/, '')}${user.phoneNumber}`;
  return guardedCheck(db, userId, (tx) => consumeCode(tx, { purpose: 'login_sms', recipient, code }));
};
