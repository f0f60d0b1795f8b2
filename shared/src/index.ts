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
