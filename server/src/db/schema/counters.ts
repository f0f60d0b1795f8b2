import { boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Counters that protect accounts (security/throttle): in the database so that every API process and every restart
 * counts the same attempts. `key` is a SHA-256 digest of what is counted (an e-mail, known or not, or a user id):
 * the table holds no address anyone typed. A row is forgotten once `expires_at` has passed.
 */
export const failureLocks = pgTable(
  'failure_locks',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    /** Attempts since the last success; forgotten a day after the last one (or the end of the lock). */
    failures: integer('failures').notNull(),
    lockedUntil: at('locked_until'),
    /** Whether the newest attempt came while locked (read back by the same statement that counted it). */
    refused: boolean('refused').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('failure_locks_expires_idx').on(t.expiresAt)],
);

/** Sliding-window quotas: the times of the uses still inside the window. */
export const quotaUses = pgTable(
  'quota_uses',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    uses: at('uses').array().notNull(),
    /** Whether the newest call was granted (read back by the same statement that recorded it). */
    taken: boolean('taken').notNull().default(true),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('quota_uses_expires_idx').on(t.expiresAt)],
);
