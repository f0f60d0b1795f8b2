import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from './client';

/** A write a refused request must still make: a wrong second-factor code counted towards the lock, the
 * operation a stale code should be re-bound to. */
export type KeptWrite = (db: Executor) => Promise<unknown>;

const queue = new AsyncLocalStorage<KeptWrite[]>();

/**
 * Makes `write` on `db` now, unless the caller runs inside a money call's transaction (http/idempotency): a
 * refusal rolls that work back, so the write is queued and made after the rollback, in the same transaction.
 */
export const keepEvenIfRefused = async (db: Executor, write: KeptWrite): Promise<void> => {
  const queued = queue.getStore();
  if (queued) queued.push(write);
  else await write(db);
};

/** Runs `work` collecting the writes it asks to keep into `kept` (the caller makes them afterwards). */
export const collectKeptWrites = <T>(kept: KeptWrite[], work: () => Promise<T>): Promise<T> =>
  queue.run(kept, work);
