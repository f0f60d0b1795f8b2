import { AsyncLocalStorage } from 'node:async_hooks';
import { isReadOnlySql } from './write-epoch';

/** Whether a request may have changed the database, as far as its statements on PostgreSQL show: a write outside
 * a transaction counts once it is sent, a write inside one only once its COMMIT is sent (a transaction whose
 * connection is lost before COMMIT is rolled back by PostgreSQL). Unknown (not tracked) counts as moved. */
type Writes = { moved: boolean };
const requests = new AsyncLocalStorage<Writes>();

/** The transaction state of one connection (db/pg-client keeps one per client). */
export type ConnectionWrites = { inTransaction: boolean; wroteInTransaction: boolean };

/** Runs `work`, then tells whether any of its statements may have moved something. */
export const trackRequestWrites = async <T>(
  work: () => Promise<T>,
): Promise<{ outcome: { value: T } | { error: unknown }; moved: boolean }> => {
  const writes: Writes = { moved: false };
  const outcome = await requests.run(writes, work).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { outcome, moved: writes.moved };
};

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
const ROLLBACK = /^\s*rollback\s*(;|$)/i;
// Savepoints stay inside the transaction: neither a commit nor the end of it.
const SAVEPOINT = /^\s*(savepoint|release|rollback\s+to)\b/i;

/** Called with every statement a connection sends, in the async context of the request that sends it. */
export const noteStatement = (connection: ConnectionWrites, text: string): void => {
  const writes = requests.getStore();
  if (BEGIN.test(text)) {
    connection.inTransaction = true;
    connection.wroteInTransaction = false;
  } else if (COMMIT.test(text)) {
    if (writes && connection.wroteInTransaction) writes.moved = true;
    connection.inTransaction = false;
  } else if (ROLLBACK.test(text)) {
    connection.inTransaction = false;
  } else if (!SAVEPOINT.test(text) && !isReadOnlySql(text)) {
    if (connection.inTransaction) connection.wroteInTransaction = true;
    else if (writes) writes.moved = true;
  }
};
