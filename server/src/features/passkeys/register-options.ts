import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { endFactorChange, reauthenticate } from '../../security/factor-change';
import { registrationOptions } from '../../security/passkeys';
import { ADD_PASSKEY } from './passkey-changes';

/** Re-authentication first (password and current factor); only then a registration challenge (5 min, once). */
export const passkeyRegisterOptionsHandler = defineHandler(
  endpoints['passkey.registerOptions'],
  async ({ db, guards, config, userId, body }) => {
    await reauthenticate(
      db,
      guards,
      userId,
      { password: body.password, currentCode: body.current_code },
      ADD_PASSKEY,
    );
    await endFactorChange(db, userId);
    return ok(await registrationOptions(db, config.passkey, userId));
  },
);
