import { type Readable, Transform, pipeline } from 'node:stream';
import type { Executor } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { Lease, Quota } from '../../security/throttle';

const MINUTE = 60_000;

export const STATEMENT_BUSY = 'A statement is already being prepared. Please wait until it has downloaded.';
export const TOO_MANY_STATEMENTS = 'Too many statements were requested. Please try again in a few minutes.';

/** Statement files a customer may ask for: 10 in 10 minutes, one at a time (decision 140). */
export const STATEMENT_FILE_RULE = { max: 10, windowMs: 10 * MINUTE } as const;
/** A file no process finished (killed mid-way) stops counting as "being prepared" after this. */
const LEASE_MS = 2 * MINUTE;

/**
 * Takes the customer's turn for one statement file, on every process (the database keeps both counts), or
 * refuses with 429. The returned `hold` keeps the turn until the file has been written: the turn is freed before
 * the file's last byte leaves, so a customer who asks again once the download finished is never told a file is
 * still being prepared; a file abandoned or failed mid-way frees it on close. `release` frees it when the file is
 * not made after all.
 */
export const takeStatementTurn = async (db: Executor, userId: number) => {
  const key = String(userId);
  const lease = new Lease(db, 'statement-busy', LEASE_MS);
  if (!(await lease.take(key))) throw new ApiError('429', STATEMENT_BUSY, 429);
  if (!(await new Quota(db, 'statement-file', STATEMENT_FILE_RULE).take(key))) {
    await lease.release(key);
    throw new ApiError('429', TOO_MANY_STATEMENTS, 429);
  }
  let released: Promise<unknown> | undefined;
  const release = () => (released ??= lease.release(key).catch(() => undefined));
  const hold = (file: Readable): Readable => {
    const out = new Transform({
      transform: (chunk, _encoding, next) => next(null, chunk),
      flush: (done) => void release().then(() => done()),
    });
    out.once('close', () => void release());
    pipeline(file, out, () => void release());
    return out;
  };
  return { hold, release };
};
