import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { startSignup } from './signup';

export const registerPersonalHandler = defineHandler(
  endpoints['auth.registerPersonal'],
  async ({ db, body }) =>
    ok(
      await startSignup(db, body, { account: 'Personal' }),
      'Verification codes were sent to your e-mail and phone',
    ),
);
