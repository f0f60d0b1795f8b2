import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { signIn } from './session';

/** The /demologin screen signs in the account flagged demo_user (no password: it is a public demo). */
export const demoLoginHandler = defineHandler(endpoints['auth.demoLogin'], async (ctx) => {
  if (!ctx.config.demoMode) throw new ApiError('404', 'The demo account is not available', 404);
  const [demo] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.demoUser, true)).limit(1);
  if (!demo) throw new ApiError('404', 'The demo account is not available');
  return ok({ ...(await signIn(ctx, demo.id)), demouser: 'Yes' as const }, 'Login Successfully Completed');
});
