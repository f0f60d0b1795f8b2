import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pendingOperations } from '../db/schema/index';
import { sha256 } from './hashing';
import { CODE_TTL_MS } from './otp-codes';

/** What a code confirms: the kind of operation, its amount and its payee (account, address, e-mail …). */
export type Operation = {
  kind: string;
  amount: string;
  payee: string;
  /** The amount's currency where the payee does not fix it (a wire from the EUR or the USD account). */
  currency?: string;
  /** What the SMS says (not hashed). */ label?: string;
};

/** Amount of an operation noted before the amount is known (internal transfer "Next" knows only the payee). */
export const ANY_AMOUNT = '*';

export const operationHash = (op: Operation): string =>
  sha256(
    `${op.kind}|${op.amount}|${op.payee.trim().toLowerCase()}${op.currency ? `|${op.currency.toUpperCase()}` : ''}`,
  );

/** The hashes a code may be bound to for this operation: exactly it, or (unless `exact`) its payee with any amount. */
export const operationHashes = (op: Operation, exact = false): string[] =>
  exact ? [operationHash(op)] : [operationHash(op), operationHash({ ...op, amount: ANY_AMOUNT })];

/**
 * Notes the operation the user is about to confirm: the next SMS code (sendandcheckotp) is bound to it and
 * its text names the amount and payee. Check/preview calls note it; so does a final call refused because
 * its code was bound to another (stale) operation, so that the resent code names what is being submitted.
 */
export const notePendingOperation = async (db: Executor, userId: number, op: Operation): Promise<void> => {
  const summary =
    op.label ??
    (op.amount === ANY_AMOUNT ? `${op.kind} to ${op.payee}` : `${op.kind} of ${op.amount} to ${op.payee}`);
  await db
    .insert(pendingOperations)
    .values({ userId, opHash: operationHash(op), summary })
    .onConflictDoUpdate({
      target: pendingOperations.userId,
      set: { opHash: operationHash(op), summary, createdAt: new Date() },
    });
};

/** The operation noted for the user within a code's lifetime (10 minutes), if any: what the next SMS code or
 * passkey challenge is bound to. */
export const recentPendingOperation = async (db: Executor, userId: number) => {
  const [pending] = await db
    .select()
    .from(pendingOperations)
    .where(
      and(
        eq(pendingOperations.userId, userId),
        gt(pendingOperations.createdAt, new Date(Date.now() - CODE_TTL_MS)),
      ),
    );
  return pending;
};

/** An operation was confirmed: whatever was pending (it, or one noted by a refused attempt) is over, and
 * later codes must not be bound to it. */
export const clearPendingOperation = async (db: Executor, userId: number): Promise<void> => {
  await db.delete(pendingOperations).where(eq(pendingOperations.userId, userId));
};

/** What a passkey confirms for a card reveal: that card's details, nothing else. */
export const cardRevealOperation = (cardId: string | number | undefined): Operation => ({
  kind: 'card-reveal',
  amount: '0',
  payee: String(cardId ?? ''),
});
