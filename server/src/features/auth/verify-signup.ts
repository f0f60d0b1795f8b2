import type { EndpointDefinition } from '../../contract';
import { phoneAddress } from '../../adapters/outbox';
import { loadUser } from '../../domain/users';
import { ok } from '../../http/envelope';
import type { HandlerContext } from '../../http/handler';
import { consumeCode } from '../../security/otp-codes';
import { guardedCheck } from '../../security/second-factor';
import { closeChallenge, readChallenge, signIn } from './session';
import { markVerified } from './signup';

type Body = { signup_token: string; code: string };

/** Checks one sign-up code (with the lockout rules); once e-mail and phone are verified, signs the user in. */
export const verifySignup = async (
  ctx: HandlerContext<EndpointDefinition>,
  body: Body,
  channel: 'email' | 'sms',
) => {
  const challenge = await readChallenge(ctx.db, body.signup_token, 'signup');
  const user = await loadUser(ctx.db, challenge.userId);
  const recipient = channel === 'email' ? user.email : phoneAddress(user.countryCode, user.phoneNumber);
  await guardedCheck(ctx.db, user.id, (tx) =>
    consumeCode(tx, {
      purpose: channel === 'email' ? 'signup_email' : 'signup_sms',
      recipient,
      code: body.code,
    }),
  );
  const updated = await markVerified(ctx.db, user.id, channel);
  const progress = {
    email_verified: updated.emailVerified ? ('Yes' as const) : ('No' as const),
    phone_verified: updated.phoneVerified ? ('Yes' as const) : ('No' as const),
  };
  if (updated.status !== 'Enable')
    return ok(progress, channel === 'email' ? 'E-mail verified' : 'Phone verified');
  await closeChallenge(ctx.db, challenge.id);
  return ok({ ...progress, ...(await signIn(ctx, user.id)) }, 'Signup Successfully Completed');
};
