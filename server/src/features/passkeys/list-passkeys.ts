import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { credentialsOf } from '../../security/passkeys';
import { passkeyRow } from './passkey-changes';

export const listPasskeysHandler = defineHandler(endpoints['passkey.list'], async ({ db, userId }) =>
  ok((await credentialsOf(db, userId)).map(passkeyRow)),
);
