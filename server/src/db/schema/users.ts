import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** Customers, and shareholders of corporate customers (parent_user_id points at the corporate owner). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 200 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 8 }).notNull().default('1'),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    account: varchar('account', { length: 20 }).notNull().default('Personal'),
    accountType: varchar('account_type', { length: 30 }).notNull().default('Wallet'),
    companyName: varchar('company_name', { length: 200 }),
    status: varchar('status', { length: 20 }).notNull().default('Disable'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isAccessDashboard: boolean('is_access_dashboard').notNull().default(true),
    isOneShareHolder: varchar('is_one_share_holder', { length: 3 }).notNull().default('No'),
    isAddedAllShareHolders: varchar('is_added_all_share_holders', { length: 3 }).notNull().default('No'),
    vipUser: varchar('vip_user', { length: 3 }).notNull().default('No'),
    tier: integer('tier').notNull().default(0),
    referalCode: varchar('referal_code', { length: 40 }).notNull(),
    referredBy: integer('referred_by'),
    demoUser: boolean('demo_user').notNull().default(false),
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Second factor at login: 'Google Authentication' | 'SMS OTP Authentication' | 'none'. */
    loginSecondFactor: varchar('login_second_factor', { length: 30 }).notNull().default('none'),
    imageFile: varchar('image_file', { length: 200 }),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    dob: varchar('dob', { length: 20 }),
    timezone: varchar('timezone', { length: 60 }),
    address: jsonb('address').$type<Record<string, string>>().notNull().default({}),
    emailNotification: varchar('email_notification', { length: 10 }).notNull().default('Enable'),
    parentUserId: integer('parent_user_id'),
    userGroupId: integer('user_group_id'),
    brokerId: integer('broker_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_referal_code_uq').on(t.referalCode),
    index('users_parent_idx').on(t.parentUserId),
  ],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    ip: varchar('ip', { length: 60 }).notNull(),
    browser: varchar('browser', { length: 60 }).notNull(),
    os: varchar('os', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_logs_user_idx').on(t.userId)],
);

/** Rotating refresh tokens: only the hash is stored; a reused (already rotated) token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    familyId: varchar('family_id', { length: 40 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Access tokens carry the session (family) id; logout marks it revoked so the access token dies too. The device
 * (user agent, IP at sign-in) and last_seen_at (moved at most once a minute) feed the customer's session list. */
export const sessions = pgTable(
  'sessions',
  {
    familyId: varchar('family_id', { length: 40 }).primaryKey(),
    userId: integer('user_id').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The customer's security audit trail (sign-ins, factor and password changes, new payees, ended sessions). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
    browser: varchar('browser', { length: 60 }).notNull().default(''),
    os: varchar('os', { length: 60 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.id)],
);

/** Short-lived tokens for multi-step public flows: sign-up verification and login second factor. */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_challenges_hash_uq').on(t.tokenHash)],
);

export const feedback = pgTable('feedback', {
  id: id(),
  userId: integer('user_id').notNull(),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});
export const userGroups = pgTable('user_groups', {
  id: id(),
  name: varchar('name', { length: 60 }).notNull(),
});
export const brokers = pgTable('brokers', { id: id(), name: varchar('name', { length: 100 }).notNull() });
