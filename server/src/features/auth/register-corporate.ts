import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { SIGNUP_STARTED, startSignup } from './signup';

/** Several shareholders → no dashboard until the shareholders (25%+) are added (spec 01 §4). */
export const registerCorporateHandler = defineHandler(endpoints['auth.registerCorporate'], async (ctx) =>
  ok(
    await startSignup(ctx, ctx.body, {
      account: 'Corporate',
      companyName: ctx.body.company_name,
      isOneShareHolder: ctx.body.is_one_share_holder,
    }),
    SIGNUP_STARTED,
  ),
);
