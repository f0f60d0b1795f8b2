import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    read: varchar('read', { length: 3 }).notNull().default('No'),
    transactionType: varchar('transaction_type', { length: 20 }).notNull().default('Deposit'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId)],
);

/** In-app / e-mail notification preferences (spec 03 profile). */
export const notificationPreferences = pgTable('notification_preferences', {
  id: id(),
  userId: integer('user_id').notNull(),
  channel: varchar('channel', { length: 10 }).notNull(),
  notificationType: varchar('notification_type', { length: 40 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('Enable'),
});

/** VIP tier-2 referral requests: Pending → Approved | Declined by the provider's team. */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    fullname: varchar('fullname', { length: 200 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Pending'),
    linkSentAt: at('link_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('referral_requests_user_idx').on(t.userId)],
);
