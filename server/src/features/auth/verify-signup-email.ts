import { endpoints } from '../../contract';
import { defineHandler } from '../../http/handler';
import { verifySignup } from './verify-signup';

export const verifySignupEmailHandler = defineHandler(endpoints['auth.verifySignupEmail'], (ctx) =>
  verifySignup(ctx, ctx.body, 'email'),
);
