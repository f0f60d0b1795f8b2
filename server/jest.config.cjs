const os = require('node:os');

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
  // Every file has its own database and app, so files run side by side; jest's default (cores − 1) is one worker
  // on a 2-core machine, which leaves a core idle while a file waits on PostgreSQL.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Each file leaves ~15–20 MB behind in its worker (ESM modules under --experimental-vm-modules are not freed), and
  // the garbage collector's work grew with it until a file took twice its time: a worker past this is replaced.
  workerIdleMemoryLimit: '200MB',
};
