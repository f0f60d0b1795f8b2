import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db, Executor } from '../db/client';
import { keepEvenIfRefused } from '../db/kept-writes';
import { secondFactorSettings, secondFactorState, users } from '../db/schema/index';
import { CodeRefusal } from './code-refusal';
import { type Operation, clearPendingOperation, notePendingOperation, operationHashes } from './operation';
import { consumeCode } from './otp-codes';
import { OTHER_OPERATION, guardedCheck } from './factor-lock';
import { PASSKEY, type RelyingParty, hasPasskey, verifyOperationPasskey } from './passkeys';

export { ANY_AMOUNT, type Operation, operationHash } from './operation';
export { LOCK_MS, MAX_FAILURES, OTHER_OPERATION, type Refusal, guardedCheck } from './factor-lock';

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

export type SecondFactorMode = 'Google Authentication' | 'SMS OTP Authentication' | 'Passkey' | 'none';
/** The sign-in's second factor (a passkey signs in on its own: both factors at once). */
export type LoginFactor = Exclude<SecondFactorMode, 'Passkey'>;
const STEP_SECONDS = 30;
authenticator.options = { step: STEP_SECONDS, window: 1 };

/** A flow set to the passkey for a customer who has none (never added, or all removed, or a password reset)
 * asks for an SMS code: the setting never leaves the customer without a factor they hold (decision 174). */
const effective = (mode: SecondFactorMode, passkey: boolean): SecondFactorMode =>
  mode === 'Passkey' && !passkey ? 'SMS OTP Authentication' : mode;

export const modeOf = async (db: Executor, userId: number, flow: Flow): Promise<SecondFactorMode> => {
  const [row] = await db
    .select({ mode: secondFactorSettings.mode })
    .from(secondFactorSettings)
    .where(sql`${secondFactorSettings.userId} = ${userId} and ${secondFactorSettings.flow} = ${flow}`);
  const mode = (row?.mode as SecondFactorMode | undefined) ?? 'none';
  return mode === 'Passkey' ? effective(mode, await hasPasskey(db, userId)) : mode;
};

/** Every flow's mode, as the answers carry them (outgoingotp, internalotp, otp, buyotp …). */
export const modesOf = async (db: Executor, userId: number): Promise<Record<Flow, SecondFactorMode>> => {
  const rows = await db.select().from(secondFactorSettings).where(eq(secondFactorSettings.userId, userId));
  const modes = Object.fromEntries(FLOWS.map((flow) => [flow, 'none'])) as Record<Flow, SecondFactorMode>;
  const passkey = rows.some((row) => row.mode === 'Passkey') && (await hasPasskey(db, userId));
  for (const row of rows)
    if ((FLOWS as readonly string[]).includes(row.flow))
      modes[row.flow as Flow] = effective(row.mode as SecondFactorMode, passkey);
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
  /** The call's passkey answer and the relying party it must come from (flows set to 'Passkey'). */
  passkey?: { answer: string | null | undefined; rp: RelyingParty };
};

/**
 * Verifies the second factor a flow requires for the user (nothing when the mode is 'none').
 * Call it BEFORE opening the money transaction: a refusal's bookkeeping (failures) is kept either way; in a
 * money call with an Idempotency-Key the code's use commits with the money, so a crash leaves it usable.
 */
export const verifySecondFactor = async (db: Db, input: VerifyInput): Promise<void> => {
  const mode = await modeOf(db, input.userId, input.flow);
  if (mode === 'none') return;
  if (mode === 'Passkey') {
    if (!input.passkey) throw new CodeRefusal('400', PASSKEY.required);
    await verifyOperationPasskey(db, input.passkey.rp, input.userId, input.passkey.answer, input.operation);
    return clearPendingOperation(db, input.userId);
  }
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
