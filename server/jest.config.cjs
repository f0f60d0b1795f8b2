/** Server tests: TS through @swc/jest as native ESM (jose and file-type are ESM-only). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30000,
};
