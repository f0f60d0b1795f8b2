import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { type KeptWrite, collectKeptWrites } from '../db/kept-writes';
import { idempotencyKeys } from '../db/schema/index';
import { CodeRefusal } from '../security/code-refusal';
import { sha256 } from '../security/hashing';
import { ApiError } from './api-error';

const DAY_MS = 24 * 3600 * 1000;
/** A row left "running" by the previous version (it committed the key before the work) whose process died: freed
 * after this long. Today's rows are never seen running: the key commits with the answer. */
export const IN_FLIGHT_MS = 60 * 1000;
/** First key of the advisory lock that serialises one user's money calls (second of the pair: the user id). */
const MONEY_CALLS_LOCK = 20;

export type Stored = { status: number; answer: unknown };
type Input = { userId: number; key: string; endpointId: string; body: unknown };
type Outcome = { result: Stored } | { error: unknown };

/** Takes the key inside the open transaction: undefined when it is ours, else the answer to replay. A duplicate
 * still running elsewhere holds the key's index entry: the insert waits for it to commit (replay) or roll back. */
const claim = async (tx: Executor, input: Input, requestHash: string): Promise<Stored | undefined> => {
  const where = and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key));
  await tx
    .delete(idempotencyKeys)
    .where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - DAY_MS))));
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        where,
        eq(idempotencyKeys.status, 'running'),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - IN_FLIGHT_MS)),
      ),
    );
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, endpointId: input.endpointId, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return undefined;
  const [row] = await tx.select().from(idempotencyKeys).where(where);
  if (!row || row.requestHash !== requestHash)
    throw new ApiError('422', 'This Idempotency-Key was used with a different request', 422);
  if (row.status === 'running') throw new ApiError('409', 'This request is still being processed', 409);
  return { status: row.responseStatus ?? 200, answer: row.response };
};

/** Business refusals are final answers and replay as such; second-factor refusals (the user retries the same
 * intent with another code) and unexpected failures free the key. */
const finalAnswer = (outcome: Outcome): Stored | undefined => {
  if ('result' in outcome) return outcome.result;
  const { error } = outcome;
  if (error instanceof ApiError && error.httpStatus < 500 && !(error instanceof CodeRefusal))
    return { status: error.httpStatus, answer: { code: error.code, message: error.message, data: null } };
  return undefined;
};

/**
 * Runs `work` once per (user, key), in ONE transaction with the key, its request hash and the answer: a crash
 * rolls back both, so a retry (on any process) runs at once; a concurrent duplicate waits for the first and
 * replays its answer. Same key with another body: 422. The work runs in a savepoint: a refusal undoes its
 * writes but keeps the ones it asked to keep (db/kept-writes). One user's money calls run one at a time (an
 * advisory lock), so a wrong code is counted before the next call checks. Keys live 24 h.
 */
export const withIdempotency = async (
  db: Db,
  input: Input,
  work: (tx: Db) => Promise<Stored>,
): Promise<Stored> => {
  const requestHash = sha256(`${input.endpointId}\n${JSON.stringify(input.body ?? null)}`);
  const where = and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key));
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const replay = await claim(tx, input, requestHash);
    if (replay) return { result: replay };
    await tx.execute(sql`select pg_advisory_xact_lock(${MONEY_CALLS_LOCK}, ${input.userId})`);
    const kept: KeptWrite[] = [];
    const done: Outcome = await tx
      .transaction((savepoint) => collectKeptWrites(kept, () => work(savepoint as unknown as Db)))
      .then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
    for (const write of kept) await write(tx);
    const answer = finalAnswer(done);
    if (answer)
      await tx
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: answer.status, response: answer.answer })
        .where(where);
    else await tx.delete(idempotencyKeys).where(where);
    return done;
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
};
