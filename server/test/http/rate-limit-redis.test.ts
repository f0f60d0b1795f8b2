import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { startRedis } from '../cluster/harness';
import { ACCESS_KEY, testConfig, useHarness } from '../support/harness';

// Issue 20: with REDIS_URL the rate limit is one bucket per client address for every API process (here two app
// instances on one database and one private redis-server, started by the cluster harness: it fails with a clear
// message when /usr/bin/redis-server is missing); Redis gone, each process keeps limiting in memory.
const MAX = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROXY = '10.30.0.5';

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
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (...parts: unknown[]) => void warned.push(parts.join(' '));
  await redis.stop();
  const started = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i <= MAX; i += 1) statuses.push(await hit(0, '203.0.113.60'));
  expect(statuses.slice(0, MAX).every((status) => status === 400)).toBe(true);
  expect(statuses[MAX]).toBe(429);
  expect(Date.now() - started).toBeLessThan(10_000);
  // The operator hears of it once per process, not once per request: the idle process when its client's
  // reconnection fails, in the background (ioredis retries after 50 ms, then longer).
  const unavailable = () => warned.filter((line) => line.includes('Redis unavailable'));
  for (let waited = 0; unavailable().length < 2 && waited < 5_000; waited += 100) await sleep(100);
  console.warn = warn;
  expect(unavailable()).toHaveLength(2);
});
