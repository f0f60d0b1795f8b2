// Apps compile this source with their own tsconfig: the ambient declaration must travel with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/css-modules.d.ts" />
// Public barrel of @portal/shared. The API contract is NOT re-exported: import it from '@portal/shared/contract'
// (the server imports the contract alone, without React).
export * from './api';
export * from './bus';
export * from './session';
export * from './i18n';
export * from './format';
export * from './ui';
export * from './federation';
export * from './flows';
