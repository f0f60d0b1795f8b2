import { endpoints } from '../../contract';
import { loadUser } from '../../domain/users';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { phoneAddress } from '../../adapters/outbox';
import { takeMessageQuota } from '../../security/message-quota';
import { readChallenge } from './session';
import { sendSignupEmailCode, sendSignupSmsCode } from './signup';

export const resendSignupCodeHandler = defineHandler(
  endpoints['auth.resendSignupCode'],
  async ({ db, ip, body }) => {
    const challenge = await readChallenge(db, body.signup_token, 'signup');
    const user = await loadUser(db, challenge.userId);
    const recipient =
      body.channel === 'email' ? user.email : phoneAddress(user.countryCode, user.phoneNumber);
    await takeMessageQuota(db, 'signup', { recipient, sender: ip });
    await (body.channel === 'email' ? sendSignupEmailCode(db, user) : sendSignupSmsCode(db, user));
    return done(
      body.channel === 'email' ? 'A new code was sent to your e-mail' : 'A new code was sent to your phone',
    );
  },
);
