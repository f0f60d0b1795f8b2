import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ACCESS_KEY, testConfig, useHarness } from '../support/harness';

// Issue 20: with REDIS_URL the rate limit is one bucket per client address for every API process (here two app
// instances on one database and one private redis-server); Redis gone, each process keeps limiting in memory.
const REDIS_SERVER = '/usr/bin/redis-server';
const MAX = 60;
const PROXY = '10.30.0.5';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const startRedis = async () => {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: install the Debian package redis-server to run this test`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => (await stop(), rmSync(dir, { recursive: true, force: true })),
  };
};

const h = useHarness();
let redis: { url: string; stop: () => Promise<void> };
let apps: FastifyInstance[];
beforeAll(async () => {
  redis = await startRedis();
  const config = testConfig({
    redisUrl: redis.url,
    trustProxy: ['10.30.0.0/16'],
    rateLimit: { max: MAX, timeWindowMs: 60_000 },
  });
  apps = [await buildApp({ db: h.database.db, config }), await buildApp({ db: h.database.db, config })];
}, 30_000);
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await redis?.stop();
});

/** A rate-limited call that stops at validation (cheap): the limit counts it all the same. */
const hit = async (instance: number, client: string) =>
  (
    await apps[instance % 2]!.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-access-key': ACCESS_KEY, 'x-forwarded-for': client },
      payload: {},
    })
  ).statusCode;

test('two instances share one bucket per client: the 61st call in the window is 429 on both', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < MAX; i += 1) statuses.push(await hit(i, '203.0.113.50'));
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect([await hit(0, '203.0.113.50'), await hit(1, '203.0.113.50')]).toEqual([429, 429]);
  // Another customer behind the same balancer has a bucket of their own.
  expect([await hit(0, '203.0.113.51'), await hit(1, '203.0.113.51')]).toEqual([400, 400]);
});

test('Redis gone: calls are neither refused nor held up, and each process still limits in memory', async () => {
  await redis.stop();
  const started = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i <= MAX; i += 1) statuses.push(await hit(0, '203.0.113.60'));
  expect(statuses.slice(0, MAX).every((status) => status === 400)).toBe(true);
  expect(statuses[MAX]).toBe(429);
  expect(Date.now() - started).toBeLessThan(10_000);
});
