import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { SIGNUP_STARTED, startSignup } from './signup';

export const registerPersonalHandler = defineHandler(endpoints['auth.registerPersonal'], async (ctx) =>
  ok(await startSignup(ctx, ctx.body, { account: 'Personal' }), SIGNUP_STARTED),
);
