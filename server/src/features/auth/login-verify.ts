import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { verifyLoginCode } from '../../security/second-factor';
import { closeChallenge, readChallenge, signIn } from './session';

export const loginVerifyHandler = defineHandler(endpoints['auth.loginVerify'], async (ctx) => {
  const challenge = await readChallenge(ctx.db, ctx.body.login_token, 'login');
  await verifyLoginCode(ctx.db, challenge.userId, ctx.body.code);
  await closeChallenge(ctx.db, challenge.id);
  return ok(await signIn(ctx, challenge.userId), 'Login Successfully Completed');
});
