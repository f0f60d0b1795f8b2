import { spawnSync } from 'node:child_process';
import { DEFAULT_ACCESS_KEY, loadConfig, productionConfigProblem } from '../src/config';
import { createPool, poolMaxFrom } from '../src/db/client';
import { fileStorageFrom } from '../src/storage/file-store';

// Issue 20 "Starting": several processes must sign with one secret, and production must not run on the demo
// access key; development keeps its defaults.
const SECRET = 'x'.repeat(32);

test('production refuses to start without JWT_SECRET or with the demo access key; development does not', () => {
  const prod = { NODE_ENV: 'production' };
  expect(productionConfigProblem({ ...prod, ACCESS_KEY: 'own-key' })).toMatch(/^JWT_SECRET must be set/);
  expect(productionConfigProblem({ ...prod, JWT_SECRET: 'short', ACCESS_KEY: 'own-key' })).toMatch(
    /JWT_SECRET/,
  );
  expect(productionConfigProblem({ ...prod, JWT_SECRET: SECRET })).toMatch(/^ACCESS_KEY must be set/);
  expect(productionConfigProblem({ ...prod, JWT_SECRET: SECRET, ACCESS_KEY: DEFAULT_ACCESS_KEY })).toMatch(
    /ACCESS_KEY/,
  );
  expect(productionConfigProblem({ ...prod, JWT_SECRET: SECRET, ACCESS_KEY: 'own-key' })).toBeNull();
  expect(productionConfigProblem({})).toBeNull();
  expect(loadConfig({}).accessKey).toBe(DEFAULT_ACCESS_KEY);
});

test('the server itself exits at once with the reason (NODE_ENV=production, no JWT_SECRET)', () => {
  const env = { PATH: process.env.PATH, NODE_ENV: 'production', ACCESS_KEY: 'own-key', PGLITE_DIR: 'memory' };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Refusing to start: JWT_SECRET must be set');
});

test('the pool size is a setting (default 10); a bad value is refused', async () => {
  expect(poolMaxFrom({})).toBe(10);
  expect(poolMaxFrom({ DATABASE_POOL_MAX: '4' })).toBe(4);
  expect(() => poolMaxFrom({ DATABASE_POOL_MAX: 'ten' })).toThrow('DATABASE_POOL_MAX');
  const pool = createPool('postgres://portal:portal@127.0.0.1:1/none', 4);
  expect(pool.options.max).toBe(4);
  await pool.end();
});

test('files live in the database on PostgreSQL, on disk on PGlite, unless FILE_STORAGE says otherwise', () => {
  expect(fileStorageFrom({})).toBe('filesystem');
  expect(fileStorageFrom({ DATABASE_URL: 'postgres://x/y' })).toBe('database');
  expect(fileStorageFrom({ DATABASE_URL: 'postgres://x/y', FILE_STORAGE: 'filesystem' })).toBe('filesystem');
  expect(() => fileStorageFrom({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE');
});
