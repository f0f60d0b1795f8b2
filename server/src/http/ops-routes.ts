import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type Db, migrationsFolder, rowsOf } from '../db/client';

/** The pool's figures for /metrics (PostgreSQL only; PGlite has one in-process connection). */
export type PoolStats = () => { total: number; idle: number; waiting: number };

/** Set by the process on SIGTERM, before it stops listening (main.ts). */
export type Drain = { active: boolean };

type OpsDeps = { db: Db; poolStats?: PoolStats; drain?: Drain };

/** A request id from the balancer (nginx's $request_id) is kept when it looks like one; anything else is
 * replaced, so a caller cannot write arbitrary text into the logs. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const requestIdOf = (request: { headers: Record<string, unknown> }): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
};

const expectedMigrations = (): number => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
};

/** Ready: the database answers and every migration this build ships has been applied. */
const readiness = async (db: Db, expected: number): Promise<string | undefined> => {
  try {
    const [row] = rowsOf<{ count: string | number }>(
      await db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    const applied = Number(row?.count ?? 0);
    return applied >= expected ? undefined : `migrations ${applied} of ${expected} applied`;
  } catch (error) {
    return `database unreachable: ${(error as Error).message}`;
  }
};

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const createMetrics = (poolStats?: PoolStats) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'api_requests_total',
    help: 'Requests',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'api_request_duration_seconds',
    help: 'Time from request to answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  if (poolStats)
    new Gauge({
      name: 'api_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  return { registry, requests, latency };
};

/** /healthz (the process answers), /readyz (database and migrations), /metrics (Prometheus text). They live
 * outside /api/: the balancer proxies only /api/, so none of them is public. Every answer echoes its request id,
 * and one JSON log line per request names it (when the logger is on). */
export const registerOpsRoutes = (app: FastifyInstance, { db, poolStats, drain }: OpsDeps): void => {
  const expected = expectedMigrations();
  const metrics = createMetrics(poolStats);
  // Callback hooks, not async ones: no promise and microtask per request for work that never waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Draining: every answer ends its connection, so the balancer closes its idle ones itself and never sends
    // on a connection this process is about to close.
    if (drain?.active) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const problem = drain?.active ? 'draining' : await readiness(db, expected);
    return problem ? reply.code(503).send({ status: 'not ready', problem }) : { status: 'ready' };
  });
  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
};
