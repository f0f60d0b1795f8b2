import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** E-mails and SMS are written here instead of being sent (the local mail/SMS adapter). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    code: varchar('code', { length: 12 }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: integer('user_id'),
    storedName: varchar('stored_name', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    purpose: varchar('purpose', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_stored_uq').on(t.storedName)],
);

/** Upload bytes when files live in the database (storage/database-store): every API process reads them. */
export const fileBlobs = pgTable('file_blobs', {
  storedName: varchar('stored_name', { length: 200 }).primaryKey(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

/** One row once the reference data (and the demo data, when on) is seeded: a restart seeds nothing again. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  createdAt: createdAt(),
});

/** Idempotency-Key per user: the stored answer replays for 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    endpointId: varchar('endpoint_id', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('running'),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Per user per flow: 'Google Authentication' | 'SMS OTP Authentication' | 'none'. */
export const secondFactorSettings = pgTable(
  'second_factor_settings',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    flow: varchar('flow', { length: 20 }).notNull(),
    mode: varchar('mode', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('second_factor_settings_uq').on(t.userId, t.flow)],
);

/** Failure counter, lockout and the last accepted TOTP step (a code is accepted once). */
export const secondFactorState = pgTable('second_factor_state', {
  userId: integer('user_id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  lastTotpStep: integer('last_totp_step').notNull().default(0),
});

/** One-time codes (hashed). op_hash binds an SMS code to one operation (kind, amount, payee). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: integer('user_id'),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    opHash: varchar('op_hash', { length: 64 }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.purpose)],
);

/** The operation a user is about to confirm (noted by check/preview calls), so the next SMS code binds to it. */
export const pendingOperations = pgTable('pending_operations', {
  userId: integer('user_id').primaryKey(),
  opHash: varchar('op_hash', { length: 64 }).notNull(),
  summary: text('summary').notNull(),
  createdAt: createdAt(),
});

/** Key/value settings (limits, fees, inactivity timings …); values are strings (decimals stay exact). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at'),
});

/** Rows for the CLI's audit trail (who approved what). */
export const adminActions = pgTable('admin_actions', {
  id: id(),
  command: varchar('command', { length: 60 }).notNull(),
  args: jsonb('args').notNull(),
  ok: boolean('ok').notNull().default(true),
  createdAt: createdAt(),
});
