import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { SIGNUP_STARTED, startSignup } from './signup';

/** A VIP arrives with the referral code of the VIP who invited them and starts at tier 1. */
export const registerVipHandler = defineHandler(endpoints['auth.registerVip'], async (ctx) => {
  const { db, body } = ctx;
  const [inviter] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referalCode, body.referal_code.toUpperCase()), eq(users.vipUser, 'Yes')));
  if (!inviter) throw badRequest('referal_code: Invalid referral code');
  return ok(
    await startSignup(ctx, body, { account: 'Personal', vipUser: 'Yes', tier: 1, referredBy: inviter.id }),
    SIGNUP_STARTED,
  );
});
