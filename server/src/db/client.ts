import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverDir } from '../paths';
import { PortalClient } from './pg-client';
import * as schema from './schema/index';
import { setWriteEpoch, trackWrites } from './write-epoch';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; handlers only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The pool's connections (PostgreSQL only), for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = path.join(serverDir, 'drizzle');

/** Connections per API process (DATABASE_POOL_MAX, default 10). Processes × this must stay under PostgreSQL's
 * max_connections minus a few for administration, or PgBouncer (transaction mode) sits in front. */
export const poolMaxFrom = (env: NodeJS.ProcessEnv = process.env): number => {
  const max = Number(env.DATABASE_POOL_MAX ?? 10);
  if (!Number.isInteger(max) || max < 1 || max > 1000)
    throw new Error(
      `DATABASE_POOL_MAX must be a whole number from 1 to 1000, not "${env.DATABASE_POOL_MAX}"`,
    );
  return max;
};

/** A connection PostgreSQL does not accept within this long counts as "database unavailable" (503), so a request
 * or /readyz never hangs on a server that does not answer. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The PostgreSQL pool. Its connections (db/pg-client) listen for errors in use and idle alike; an idle one whose
 * backend goes away (PostgreSQL restarted, the connection killed by an administrator) is dropped by the pool and
 * the next query opens a new one. Without these listeners node-postgres re-throws the event and the whole API
 * process dies. TCP keep-alive finds a peer that vanished without closing. */
export const createPool = (databaseUrl: string, max = poolMaxFrom()): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    Client: PortalClient,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', (error) =>
    console.warn(`[db] an idle PostgreSQL connection was closed: ${error.message}`),
  );
  return pool;
};

const connectionStrings = new WeakMap<object, string>();
/** The PostgreSQL URL a database was opened with (none for PGlite): a worker thread opens its own connection with
 * it (domain/statements/pdf-pool), so that reading thousands of rows does not run on the API's event loop. */
export const connectionStringOf = (db: Executor): string | undefined => connectionStrings.get(db);

/** Any fixed number shared by every process of the deployment: the key of the migration lock. */
const MIGRATION_LOCK = 7_204_311;

/** Runs the migrations once however many processes start together: the first takes a session advisory lock
 * and migrates; the others wait on the lock and then find nothing left to do. (Without it two processes
 * creating drizzle's own table at once fail with a duplicate key on pg_type_typname_nsp_index.) */
const migrateUnderLock = async (databaseUrl: string, db: Parameters<typeof migratePg>[0]) => {
  // A connection of its own (not the pool's: with DATABASE_POOL_MAX=1 the migration would wait for it).
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.end(); // ending the session releases the lock
  }
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite in memory, starting from a dump of a data directory (`dumpDataDir('none')`). */
  image?: Blob;
  migrate?: boolean;
};

/** Opens PostgreSQL when a URL is given, else PGlite (a data directory, a dump loaded in memory, or an empty
 * database in memory). */
export const openDatabase = async ({
  databaseUrl,
  dataDir,
  image,
  migrate = true,
}: OpenOptions): Promise<Database> => {
  if (databaseUrl) {
    const pool = createPool(databaseUrl);
    const db = drizzlePg({ client: pool, schema });
    if (migrate) await migrateUnderLock(databaseUrl, db);
    connectionStrings.set(db, databaseUrl);
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), poolStats };
  }
  // PGlite creates its own folder but not the parents: a fresh clone has no server/.data yet.
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // PostgreSQL's default shared_buffers (128 MB) lives inside the WASM heap and, once touched, stays in the
  // process's RSS for good (WASM memory never shrinks). 16 MB holds the hot pages of the demo data; the rest of
  // the 40-odd MB database stays in the OS page cache. Measured: 351 → 235 MiB RSS for PGlite alone on open.
  const client = new PGlite({
    dataDir,
    postgresqlconf: [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`],
    // Only in the options object: `new PGlite(undefined, { loadDataDir })` starts an empty database.
    ...(image ? { loadDataDir: image } : {}),
  });
  await client.waitReady;
  // Every write passes through this process: answers read between two writes may be reused (http/answer-cache).
  const epoch = trackWrites(client);
  const db = drizzlePglite({ client, schema });
  setWriteEpoch(db, epoch);
  if (migrate) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
};

/** Raw `execute` answers differ in type per driver but both carry `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
