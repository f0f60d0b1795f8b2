import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { ACCESS_KEY, useHarness } from '../support/harness';

// The balancer's view of a process: alive, ready (database and migrations), metrics, and the request id it
// passes on.
const h = useHarness();

test('healthz answers while the process runs; readyz once the database has every migration', async () => {
  expect((await h.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  const ready = await h.app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
});

test('readyz is 503 while a migration of this build is missing', async () => {
  const migrations = sql`drizzle.__drizzle_migrations`;
  const saved = rowsOf<{ id: number; hash: string; created_at: string }>(
    await h.database.db.execute(sql`select id, hash, created_at from ${migrations} order by id desc limit 1`),
  )[0]!;
  await h.database.db.execute(sql`delete from ${migrations} where id = ${saved.id}`);
  try {
    const answer = await h.app.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().problem).toMatch(/^migrations \d+ of \d+ applied$/);
  } finally {
    await h.database.db.execute(
      sql`insert into ${migrations} (id, hash, created_at) values (${saved.id}, ${saved.hash}, ${saved.created_at})`,
    );
  }
});

test("the balancer's request id is echoed; a malformed one is replaced by a fresh id", async () => {
  const kept = await h.app.inject({ url: '/api/v1/ip', headers: { 'x-request-id': 'abc123-def.456' } });
  expect(kept.headers['x-request-id']).toBe('abc123-def.456');
  const replaced = await h.app.inject({
    url: '/api/v1/ip',
    headers: { 'x-request-id': 'evil\nline injected into the logs' },
  });
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('metrics count requests per route and status in Prometheus text', async () => {
  await h.app.inject({ url: '/api/v1/ip', headers: { 'x-access-key': ACCESS_KEY } });
  const text = (await h.app.inject({ url: '/metrics' })).body;
  expect(text).toMatch(/api_requests_total\{method="GET",route="\/api\/v1\/ip",status="200"\} [1-9]/);
  expect(text).toContain('api_request_duration_seconds_bucket');
  expect(text).toContain('process_resident_memory_bytes');
});
