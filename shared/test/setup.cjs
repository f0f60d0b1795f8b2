// jsdom lacks a few browser APIs the kit uses.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto || !globalThis.crypto.randomUUID) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:stub';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
if (typeof globalThis.TextDecoder === 'undefined') {
  const { TextDecoder, TextEncoder } = require('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}
// No test reaches a server: a request that a test did not stub (stubNetwork replaces this adapter) fails at once
// with its method and URL, not after the kit's 60 s timeout.
const { http } = require('../src/api/http');
http.defaults.adapter = require('../src/api/test-adapter').refuseUnstubbed;
// The kit's lazy parts (DataTable, SecondFactorDialog: ui/controls/lazy-part.tsx) load before a file's tests,
// so tests render them synchronously as before.
/* global beforeAll -- Jest's, in a setupFilesAfterEnv file */
beforeAll(() => Promise.all([...(globalThis.__PORTAL_KIT_PARTS__ ?? [])].map((preload) => preload())));
