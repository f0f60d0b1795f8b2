import { bigint, boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** A passkey (WebAuthn credential) of a customer: the public key and the state its assertions are checked
 * against (signature counter, backup flags). The id is the credential id, base64url. */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: varchar('id', { length: 1400 }).primaryKey(),
    userId: integer('user_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' | 'multiDevice' (backup eligibility, fixed at registration). */
    deviceType: varchar('device_type', { length: 20 }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkey_credentials_user_idx').on(t.userId)],
);

/** A WebAuthn challenge: single use (used_at), short-lived, bound to its purpose — a registration or a sign-in,
 * or one pending operation (op_hash; the challenge is derived from it and the nonce: security/passkey-challenge). */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    challenge: varchar('challenge', { length: 100 }).notNull().unique(),
    /** Null for a sign-in (discoverable credentials: the user is known from the assertion). */
    userId: integer('user_id'),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** For an operation: what it confirms (its hash, security/operation) and the nonce hashed with it. */
    opHash: varchar('op_hash', { length: 64 }),
    nonce: varchar('nonce', { length: 64 }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_user_idx').on(t.userId, t.purpose)],
);
