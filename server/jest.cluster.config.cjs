/** The multi-process suite (test/cluster): compiled API processes on one PostgreSQL database (and Redis). Needs
 * `pnpm --filter server build` first and a PostgreSQL server (DATABASE_URL's server, else 127.0.0.1:5432).
 * Files run one at a time: each starts several processes on a small machine. */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  roots: ['<rootDir>/test/cluster'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 180000,
};
