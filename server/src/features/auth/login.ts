import { endpoints } from '../../contract';
import { phoneAddress, sendSms } from '../../adapters/outbox';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { verifyPassword } from '../../security/hashing';
import { issueCode } from '../../security/otp-codes';
import type { SecondFactorMode } from '../../security/second-factor';
import { createChallenge, signIn } from './session';

const WRONG = 'Invalid email or password';

export const loginHandler = defineHandler(endpoints['auth.login'], async (ctx) => {
  const { db, body } = ctx;
  const user = await findUserByEmail(db, body.email_id);
  // Same answer for an unknown e-mail and a wrong password (no account enumeration).
  if (!user || !(await verifyPassword(body.password, user.passwordHash))) throw new ApiError('401', WRONG);
  if (user.status !== 'Enable') throw new ApiError('403', 'Please verify your e-mail address and phone number first');
  const demouser = user.demoUser ? 'Yes' as const : 'No' as const;
  const mode = user.loginSecondFactor as SecondFactorMode;
  if (mode === 'none') return ok({ two_factor: mode, demouser, ...(await signIn(ctx, user.id)) }, 'Login Successfully Completed');
  if (mode === 'SMS OTP Authentication') {
    const recipient = phoneAddress(user.countryCode, user.phoneNumber);
    const code = await issueCode(db, { userId: user.id, purpose: 'login_sms', recipient });
    await sendSms(db, { to: recipient, body: `Your login code is ${code}. It is valid for 10 minutes.`, code });
  }
  return ok({ two_factor: mode, demouser, login_token: await createChallenge(db, user.id, 'login') }, 'Enter your verification code');
});
