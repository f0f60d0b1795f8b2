import { endpoints } from '../../contract';
import { phoneAddress, sendSms } from '../../adapters/outbox';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { hashPassword, verifyPassword } from '../../security/hashing';
import { issueCode } from '../../security/otp-codes';
import type { LoginFactor } from '../../security/second-factor';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { createChallenge, signIn } from './session';

const WRONG = 'Invalid email or password';
/** Fixed text (no time in it) so the host can translate it; the lock lasts 1, 2, 4 … up to 15 minutes. */
export const LOGIN_LOCKED =
  'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';

/** An unknown e-mail is checked against this hash so that it takes as long as a known one (no enumeration). */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-password-of-anyone'));

export const loginHandler = defineHandler(endpoints['auth.login'], async (ctx) => {
  const { db, body, guards } = ctx;
  const key = body.email_id.trim().toLowerCase();
  const user = await findUserByEmail(db, body.email_id);
  // The hash is computed in every case (locked, unknown, known): same time for all answers.
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await dummy()));
  // Every attempt counts on the e-mail as typed (known or not: the same lock and the same answers, no account
  // enumeration), before its result is used: parallel guesses stop at the rule.
  const attempt = await guards.password.attempt(key);
  if (attempt.refused) throw new ApiError('423', LOGIN_LOCKED);
  if (!user || !user.passwordHash || !matches) {
    // Only an existing account has a trail; one small insert beside the password hash's cost.
    if (user) await recordSecurityEvent(db, user.id, 'sign_in_failed', originOf(ctx), 'password');
    throw new ApiError('401', attempt.locked ? LOGIN_LOCKED : WRONG);
  }
  await guards.password.clear(key);
  if (user.status !== 'Enable')
    throw new ApiError('403', 'Please verify your e-mail address and phone number first');
  const demouser = user.demoUser ? ('Yes' as const) : ('No' as const);
  const mode = user.loginSecondFactor as LoginFactor;
  if (mode === 'none')
    return ok(
      { two_factor: mode, demouser, ...(await signIn(ctx, user.id)) },
      'Login Successfully Completed',
    );
  if (mode === 'SMS OTP Authentication') {
    const recipient = phoneAddress(user.countryCode, user.phoneNumber);
    const code = await issueCode(db, { userId: user.id, purpose: 'login_sms', recipient });
    await sendSms(db, {
      to: recipient,
      body: `Your login code is ${code}. It is valid for 10 minutes.`,
      code,
    });
  }
  return ok(
    { two_factor: mode, demouser, login_token: await createChallenge(db, user.id, 'login') },
    'Enter your verification code',
  );
});
