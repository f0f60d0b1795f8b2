import { endpoints } from '../../contract';
import { loadUser } from '../../domain/users';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { readChallenge } from './session';
import { sendSignupEmailCode, sendSignupSmsCode } from './signup';

export const resendSignupCodeHandler = defineHandler(
  endpoints['auth.resendSignupCode'],
  async ({ db, body }) => {
    const challenge = await readChallenge(db, body.signup_token, 'signup');
    const user = await loadUser(db, challenge.userId);
    await (body.channel === 'email' ? sendSignupEmailCode(db, user) : sendSignupSmsCode(db, user));
    return done(
      body.channel === 'email' ? 'A new code was sent to your e-mail' : 'A new code was sent to your phone',
    );
  },
);
