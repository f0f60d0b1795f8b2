// Jest for the shared kit: jsdom, TypeScript/TSX through SWC (React automatic runtime), CSS modules stubbed.
// Dates are asserted as a customer in UTC sees them, whatever the machine's zone (the workers inherit this).
process.env.TZ = 'UTC';
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.cjs'],
};
