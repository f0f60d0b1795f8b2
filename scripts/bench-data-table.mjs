#!/usr/bin/env node
// Benchmark of the kit's DataTable at thousands of rows (jsdom): `node scripts/bench-data-table.mjs`.
// BENCH_ROWS (10000) and BENCH_RUNS (7) change the size. Prints medians; not part of `npm test`.
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot, run } from './lib/toolchain.mjs';

const shared = path.join(repoRoot, 'shared');
const jestBin = path.join(repoRoot, 'node_modules/.bin/jest');
const config = {
  ...createRequire(import.meta.url)(path.join(shared, 'jest.config.cjs')),
  rootDir: shared,
  roots: ['<rootDir>/bench'],
  testMatch: ['**/*.bench.tsx'],
};
const code = await run(jestBin, ['--config', JSON.stringify(config), '--runInBand', '--silent'], {
  cwd: shared,
});
process.exit(code);
