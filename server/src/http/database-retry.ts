import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trackRequestWrites } from '../db/request-writes';
import { isDatabaseUnavailable } from '../db/unavailable';

/** How long a request that lost its connection waits for the database before its one more try. A PostgreSQL
 * restart is a gap of a few hundred milliseconds; past this the caller gets the 503 and comes back itself. */
export const DATABASE_WAIT_MS = 2_500;
const PROBE_EVERY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One `select 1` in flight per database however many requests wait on it. */
const probes = new WeakMap<object, Promise<boolean>>();
const probe = (db: Db): Promise<boolean> => {
  const running = probes.get(db);
  if (running) return running;
  const attempt = db
    .execute(sql`select 1`)
    .then(
      () => true,
      () => false,
    )
    .finally(() => probes.delete(db));
  probes.set(db, attempt);
  return attempt;
};

/** True once the database answers, false after DATABASE_WAIT_MS. */
const waitForDatabase = async (db: Db): Promise<boolean> => {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  while (Date.now() < deadline) {
    if (await probe(db)) return true;
    await sleep(PROBE_EVERY_MS);
  }
  return false;
};

/**
 * Runs `work`; when it meets a lost or unreachable database and it is safe to do again — it carries an
 * Idempotency-Key (the key commits with the money, so a second run replays or redoes, never doubles), or none of
 * its statements may have changed anything — waits for the database and runs it once more. Otherwise, or when
 * the second run fails too, the error goes on (and becomes a 503 with Retry-After).
 */
export const onceMoreWhenDatabaseBack = async <T>(
  db: Db,
  keyed: boolean,
  work: () => Promise<T>,
): Promise<T> => {
  const { outcome, moved } = await trackRequestWrites(work);
  if ('value' in outcome) return outcome.value;
  const { error } = outcome;
  if (!isDatabaseUnavailable(error) || (moved && !keyed) || !(await waitForDatabase(db))) throw error;
  return work();
};
