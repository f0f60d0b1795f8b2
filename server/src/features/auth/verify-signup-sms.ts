import { endpoints } from '../../contract';
import { defineHandler } from '../../http/handler';
import { verifySignup } from './verify-signup';

export const verifySignupSmsHandler = defineHandler(endpoints['auth.verifySignupSms'], (ctx) =>
  verifySignup(ctx, ctx.body, 'sms'),
);
