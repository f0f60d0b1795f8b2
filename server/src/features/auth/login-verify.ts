import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { CodeRefusal } from '../../security/code-refusal';
import { verifyLoginCode } from '../../security/second-factor';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { closeChallenge, readChallenge, signIn } from './session';

export const loginVerifyHandler = defineHandler(endpoints['auth.loginVerify'], async (ctx) => {
  const challenge = await readChallenge(ctx.db, ctx.body.login_token, 'login');
  await verifyLoginCode(ctx.db, challenge.userId, ctx.body.code).catch(async (error: unknown) => {
    // The password was right, the second factor not: the owner's trail shows it.
    if (error instanceof CodeRefusal)
      await recordSecurityEvent(ctx.db, challenge.userId, 'sign_in_failed', originOf(ctx), 'second_factor');
    throw error;
  });
  await closeChallenge(ctx.db, challenge.id);
  return ok(await signIn(ctx, challenge.userId), 'Login Successfully Completed');
});
