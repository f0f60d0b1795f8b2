import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ACCESS_KEY, useHarness } from '../support/harness';

// The dev-only routes (outbox reader, back-office CLI) exist outside production only, or with DEV_ENDPOINTS=1.
const h = useHarness();

test('production config: dev/outbox and dev/admin are not served', async () => {
  const production = await buildApp({ db: h.database.db, config: { ...h.config, devEndpoints: false } });
  for (const [method, url] of [
    ['GET', '/api/v1/dev/outbox/someone%40test.portal'],
    ['POST', '/api/v1/dev/admin'],
  ] as const) {
    const res = await production.inject({
      method,
      url,
      headers: { 'x-access-key': ACCESS_KEY },
      ...(method === 'POST' ? { payload: { command: 'outbox', args: ['x@y.z'] } } : {}),
    });
    expect(res.statusCode).toBe(404);
  }
  await production.close();
});

test('defaults: on outside production, off in production unless DEV_ENDPOINTS=1', () => {
  expect(loadConfig({ NODE_ENV: 'development' }).devEndpoints).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
  expect(loadConfig({}).rateLimit).toEqual({ max: 60, timeWindowMs: 60_000 });
});
