import { endpoints } from '../../contract';
import { phoneAddress, sendSms } from '../../adapters/outbox';
import { loadUser } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { issueCode } from '../../security/otp-codes';
import { readChallenge } from './session';

export const loginResendSmsHandler = defineHandler(endpoints['auth.loginResendSms'], async ({ db, body }) => {
  const user = await loadUser(db, (await readChallenge(db, body.login_token, 'login')).userId);
  if (user.loginSecondFactor !== 'SMS OTP Authentication')
    throw new ApiError('409', 'This account uses an authenticator app');
  const recipient = phoneAddress(user.countryCode, user.phoneNumber);
  const code = await issueCode(db, { userId: user.id, purpose: 'login_sms', recipient });
  await sendSms(db, { to: recipient, body: `Your login code is ${code}. It is valid for 10 minutes.`, code });
  return done('A new code was sent to your phone');
});
