import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './seed/demo-users';
import { seedIfEmpty } from './seed/index';

/** SIGTERM/SIGINT must end the process within 10 s (orchestrators kill after that). */
const SHUTDOWN_MS = 5_000;
const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

const start = async () => {
  const config = loadConfig();
  const databaseUrl = process.env.DATABASE_URL;
  // PGLITE_DIR=memory runs on a throw-away in-memory database.
  const dataDir = process.env.PGLITE_DIR === 'memory' ? undefined : (process.env.PGLITE_DIR ?? defaultDataDir);
  const database = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedIfEmpty(database.db, { demoUsers: config.demoMode });
  const app = await buildApp({ db: database.db, config });
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const lines = [
    `API listening on http://${host}:${port}/api/v1/ (${database.driver}${databaseUrl ? '' : `, ${dataDir ?? 'in memory'}`})${seeded ? ' — database seeded' : ''}`,
    `Access key header x-access-key: ${config.accessKey}`,
    ...(config.demoMode ? [
      `Demo users (password ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((user) => `  ${user.email.padEnd(28)} ${user.description}`),
      `Authenticator secret of totp@demo.portal: ${DEMO_TOTP_SECRET}`,
    ] : ['Demo mode off (production): no demo users, no demo login (DEMO_MODE=1 turns them on)']),
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  // Drain: Fastify answers 503 to new requests and waits for the running ones; then the database is closed.
  // Whatever still runs after 5 s is abandoned (a margin under the 10 s limit on a loaded machine); the
  // Idempotency-Key of an unfinished request expires.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error('Shutdown took longer than 5 s: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    const started = Date.now();
    try {
      await app.close();
      const drained = Date.now() - started;
      await database.close();
      console.log(`Stopped: requests drained in ${drained} ms, database closed in ${Date.now() - started - drained} ms`);
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', stop);
};

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
