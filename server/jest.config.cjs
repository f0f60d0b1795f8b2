/** Server tests: TS through @swc/jest as native ESM (jose and file-type are ESM-only). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The multi-process suite has its own config (jest.cluster.config.cjs, `pnpm test:cluster`).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/cluster/'],
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
