import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { badRequest } from '../http/api-error';
import { type Operation, clearPendingOperation, notePendingOperation, operationHashes } from './operation';
import { consumeCode } from './otp-codes';
import { CodeRefusal } from './code-refusal';
import { OTHER_OPERATION, checkTotp, guardedCheck } from './second-factor';
import { checkAccountPassword } from './signed-in-checks';
import type { Guards } from './throttle';

/** The change a factor re-authentication confirms: its SMS code must have been sent for it (and named it). */
export const ADD_AUTHENTICATOR: Operation = {
  kind: 'factor-change',
  amount: '0',
  payee: 'google-authenticator',
  label: 'adding Google Authenticator as your sign-in method',
};

export type Reauthentication = { password?: string | undefined; currentCode?: string | undefined };

/**
 * Re-authentication before a change of sign-in factor (ASVS 5.0 V7.5.1): the password, then the current factor
 * — the authenticator when it is the login's, else an SMS code to the phone on file sent for this very change.
 * A session alone is not enough. Does not end the pending change (the caller does once the change is made).
 */
export const reauthenticate = async (
  db: Db,
  guards: Guards,
  userId: number,
  input: Reauthentication,
  operation: Operation,
): Promise<void> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest('password: Current password does not match.');
  if (!input.password) throw badRequest('password: Enter your password to change your sign-in method.');
  // Wrong passwords count on the sign-in's lock of this account: a stolen session cannot guess it freely.
  await checkAccountPassword(db, guards, user, input.password, () =>
    badRequest('password: Current password does not match.'),
  );
  const code = (input.currentCode ?? '').trim();
  if (!code) throw new CodeRefusal('400', 'current_code: Enter the code of your current sign-in method.');
  if (user.loginSecondFactor === 'Google Authentication')
    return guardedCheck(db, userId, (tx, lastStep) => checkTotp(tx, userId, lastStep, code));
  const recipient = `+${user.countryCode.replace(/^\+/, '')}${user.phoneNumber}`;
  const opHashes = operationHashes(operation, true);
  try {
    await guardedCheck(db, userId, (tx) =>
      consumeCode(tx, { purpose: 'op_sms', recipient, code, opHashes, requireBound: true }),
    );
  } catch (error) {
    // A code sent for something else: the resend names, and is bound to, this change.
    if (error instanceof CodeRefusal && error.message === OTHER_OPERATION)
      await notePendingOperation(db, userId, operation);
    throw error;
  }
};

export const endFactorChange = (db: Db, userId: number) => clearPendingOperation(db, userId);
