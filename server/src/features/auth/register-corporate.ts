import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { startSignup } from './signup';

/** Several shareholders → no dashboard until the shareholders (25%+) are added (spec 01 §4). */
export const registerCorporateHandler = defineHandler(
  endpoints['auth.registerCorporate'],
  async ({ db, body }) =>
    ok(
      await startSignup(db, body, {
        account: 'Corporate',
        companyName: body.company_name,
        isOneShareHolder: body.is_one_share_holder,
      }),
      'Verification codes were sent to your e-mail and phone',
    ),
);
