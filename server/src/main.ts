import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from './paths';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, productionConfigProblem } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './seed/demo-users';
import { seedIfEmpty } from './seed/index';

/** SIGTERM/SIGINT must end the process within 10 s (orchestrators kill after that). */
const SHUTDOWN_MS = 5_000;
const defaultDataDir = path.join(serverDir, '.data/pglite');

/** This same entry, run again with PORTAL_SEED_ONLY=1 (exit 0: seeded). */
const seedInChild = () =>
  new Promise<boolean>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      env: { ...process.env, PORTAL_SEED_ONLY: '1' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 || code === 3
        ? resolve(code === 0)
        : reject(new Error(`seeding the database failed (exit ${code})`)),
    );
  });

const start = async () => {
  const problem = productionConfigProblem();
  if (problem) {
    console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  const config = loadConfig();
  const databaseUrl = process.env.DATABASE_URL;
  // PGLITE_DIR=memory runs on a throw-away in-memory database.
  const dataDir =
    process.env.PGLITE_DIR === 'memory' ? undefined : (process.env.PGLITE_DIR ?? defaultDataDir);
  // Migrate and seed, then exit: the child below for a new PGlite folder, and the release step of a deployment
  // (npm run start:cluster) before any API process starts.
  if (process.env.PORTAL_SEED_ONLY === '1') {
    const database = await openDatabase({ databaseUrl, dataDir });
    const seeded = await seedIfEmpty(database.db, { demoUsers: config.demoMode, storage: config });
    await database.close();
    process.exit(seeded ? 0 : 3);
  }
  // A new PGlite folder is created and seeded by a short-lived child: seeding grows PGlite's WASM heap (one large
  // transaction) and that memory goes back only when the instance is garbage-collected, which an idle server may
  // never do (measured: 444 MiB RSS idle when seeded in-process, 181 MiB this way).
  const seededByChild =
    !databaseUrl &&
    dataDir !== undefined &&
    !existsSync(path.join(dataDir, 'PG_VERSION')) &&
    (await seedInChild());
  const database = await openDatabase({ databaseUrl, dataDir });
  // PostgreSQL, the in-memory database and a folder left unseeded by a crash are seeded here.
  const seeded =
    seededByChild || (await seedIfEmpty(database.db, { demoUsers: config.demoMode, storage: config }));
  // PGlite runs PostgreSQL in single-user mode: no autovacuum, so no automatic ANALYZE. Without statistics the
  // planner guesses 8 rows for a user's 10,000 deposits and sorts them all for a page of 50 (97 ms instead of
  // under 1 ms, measured). Analyze at start and every 10 minutes (a few hundred ms on the demo data).
  if (!databaseUrl) {
    await database.db.execute(sql`analyze`);
    setInterval(() => void database.db.execute(sql`analyze`).catch(() => undefined), 600_000).unref();
  }
  // DRAIN_MS (behind a balancer): after SIGTERM the process keeps answering this long, closing each connection
  // after its answer, before it stops listening.
  const drainMs = Number(process.env.DRAIN_MS ?? 0);
  const drain = { active: false };
  const app = await buildApp({ db: database.db, config, poolStats: database.poolStats, drain });
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const lines = [
    `API listening on http://${host}:${port}/api/v1/ (${database.driver}${databaseUrl ? '' : `, ${dataDir ?? 'in memory'}`})${seeded ? ' — database seeded' : ''}`,
    `Access key header x-access-key: ${config.accessKey}`,
    ...(config.demoMode
      ? [
          `Demo users (password ${DEMO_PASSWORD}):`,
          ...DEMO_USERS.map((user) => `  ${user.email.padEnd(28)} ${user.description}`),
          `Authenticator secret of totp@demo.portal: ${DEMO_TOTP_SECRET}`,
        ]
      : ['Demo mode off (production): no demo users, no demo login (DEMO_MODE=1 turns them on)']),
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  // Drain: after DRAIN_MS Fastify stops listening and waits for the running requests (a request on a connection
  // already open is still answered); then the database is closed. Whatever still runs 5 s later is abandoned (a margin under the 10 s limit on a loaded machine); the
  // Idempotency-Key of an unfinished request expires.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error('Shutdown took longer than 5 s: exiting anyway');
      process.exit(1);
    }, drainMs + SHUTDOWN_MS).unref();
    drain.active = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const started = Date.now();
    try {
      await app.close();
      const drained = Date.now() - started;
      await database.close();
      console.log(
        `Stopped: requests drained in ${drained} ms, database closed in ${Date.now() - started - drained} ms`,
      );
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop); // Ctrl+C of npm start: the same drain, so the embedded database is closed cleanly
};

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
