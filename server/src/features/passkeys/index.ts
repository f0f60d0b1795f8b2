import type { AnyHandler } from '../../http/handler';
import { listPasskeysHandler } from './list-passkeys';
import { passkeyOperationOptionsHandler } from './operation-options';
import { passkeyRegisterOptionsHandler } from './register-options';
import { registerPasskeyHandler } from './register-passkey';
import { removePasskeyHandler } from './remove-passkey';
import { startPasskeyChangeHandler } from './start-passkey-change';

/** Passkeys of a signed-in customer (contract 1.11, decision 173); the sign-in with one is in auth/. */
export const passkeyHandlers: AnyHandler[] = [
  listPasskeysHandler,
  startPasskeyChangeHandler,
  passkeyRegisterOptionsHandler,
  registerPasskeyHandler,
  removePasskeyHandler,
  passkeyOperationOptionsHandler,
];
