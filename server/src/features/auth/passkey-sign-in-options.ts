import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { signInOptions } from '../../security/passkeys';

/** A sign-in challenge for any passkey of this site (public, rate-limited; one row per call, swept hourly). */
export const passkeySignInOptionsHandler = defineHandler(
  endpoints['passkey.signInOptions'],
  async ({ db, config }) => ok(await signInOptions(db, config.passkey)),
);
