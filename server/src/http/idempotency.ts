import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { CodeRefusal } from '../security/code-refusal';
import { sha256 } from '../security/hashing';
import { ApiError } from './api-error';

const DAY_MS = 24 * 3600 * 1000;
/** A request still "running" after this long died with its process (a crash, a kill): its key is freed and the
 * retry runs. Longer than any request can take (the server drains in 10 s on shutdown). */
export const IN_FLIGHT_MS = 60 * 1000;

export type Stored = { status: number; answer: unknown };

/** Runs `work` once per (user, key): a replay with the same body gets the stored answer, a different body
 * 422, a replay while the first is still running 409. Keys live 24 h. */
export const withIdempotency = async (
  db: Db,
  input: { userId: number; key: string; endpointId: string; body: unknown },
  work: () => Promise<Stored>,
): Promise<Stored> => {
  const requestHash = sha256(`${input.endpointId}\n${JSON.stringify(input.body ?? null)}`);
  const where = and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key));
  await db
    .delete(idempotencyKeys)
    .where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - DAY_MS))));
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        where,
        eq(idempotencyKeys.status, 'running'),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - IN_FLIGHT_MS)),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, endpointId: input.endpointId, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row || row.requestHash !== requestHash)
      throw new ApiError('422', 'This Idempotency-Key was used with a different request', 422);
    if (row.status === 'running') throw new ApiError('409', 'This request is still being processed', 409);
    return { status: row.responseStatus ?? 200, answer: row.response };
  }
  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: result.status, response: result.answer })
      .where(where);
    return result;
  } catch (error) {
    // Business refusals are final answers and replay as such; unexpected failures and second-factor refusals
    // (the user retries the same intent with another code) free the key.
    if (error instanceof ApiError && error.httpStatus < 500 && !(error instanceof CodeRefusal)) {
      const answer = { code: error.code, message: error.message, data: null };
      await db
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: error.httpStatus, response: answer })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
};
