import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { registerPasskey } from '../../security/passkeys';
import { originOf, recordSecurityEvent } from '../../security/security-events';
import { noticePasskeyChange, passkeyRow } from './passkey-changes';

/** The browser's new credential, checked against the registration challenge; the trail and old channels told. */
export const registerPasskeyHandler = defineHandler(endpoints['passkey.register'], async (ctx) => {
  const { db, config, userId, body } = ctx;
  const row = await registerPasskey(
    db,
    config.passkey,
    userId,
    body.name,
    body.response as unknown as RegistrationResponseJSON,
  );
  await recordSecurityEvent(db, userId, 'passkey_added', originOf(ctx), row.name);
  await noticePasskeyChange(db, userId, 'added', row.name);
  return ok(passkeyRow(row), 'Passkey added');
});
