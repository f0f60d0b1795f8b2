import type { PGlite } from '@electric-sql/pglite';

/** A counter that moves whenever the database may have changed. A value read before some work and found unchanged
 * after it means no write ran in between, so whatever the work read is still what the database holds. */
export type WriteEpoch = { value: number };

const epochs = new WeakMap<object, WriteEpoch>();

// Anything that is not plainly a read counts as a write (a false alarm only costs a cache miss).
const READ = /^\s*select\b/i;
const MAY_WRITE = /\b(insert|update|delete|merge|truncate|nextval|setval|lock)\b/i;
export const isReadOnlySql = (text: string): boolean => READ.test(text) && !MAY_WRITE.test(text);

/**
 * Moves the epoch around every statement of `client` that may write, and around every transaction (begun and
 * ended, committed or rolled back). PGlite is the only case where this is exact: its database belongs to this one
 * process, so every write, whoever asks for it (a request, the back-office command, a test), passes here.
 * PostgreSQL may have other writers (another API instance, psql), so it gets no epoch and nothing is cached.
 */
export const trackWrites = (client: PGlite): WriteEpoch => {
  const epoch: WriteEpoch = { value: 0 };
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    epoch.value += 1;
    try {
      return await run();
    } finally {
      epoch.value += 1;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    around(!isReadOnlySql(text), () =>
      (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) =>
    around(!isReadOnlySql(text), () =>
      (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    around(true, () => transaction(callback))) as PGlite['transaction'];
  return epoch;
};

/** Attaches an epoch to the query builder that runs on the tracked client. */
export const setWriteEpoch = (db: object, epoch: WriteEpoch): void => {
  epochs.set(db, epoch);
};

/** The epoch of a database, or undefined when its writes cannot all be seen (PostgreSQL). */
export const writeEpochOf = (db: object): WriteEpoch | undefined => epochs.get(db);

type Memo<T> = Map<string, { epoch: number; value: T }>;

/** Remembers `load()`'s answer per key until the next write. At most `limit` entries (then it starts over). */
export const memoUntilWrite = <T>(limit: number) => {
  const memo: Memo<T> = new Map();
  return async (db: object, key: string, load: () => Promise<T>): Promise<T> => {
    const epoch = writeEpochOf(db);
    if (!epoch) return load();
    const kept = memo.get(key);
    if (kept && kept.epoch === epoch.value) return kept.value;
    const before = epoch.value;
    const value = await load();
    if (epoch.value === before) {
      if (memo.size >= limit) memo.clear();
      memo.set(key, { epoch: before, value });
    }
    return value;
  };
};
