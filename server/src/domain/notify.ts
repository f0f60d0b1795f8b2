import { and, eq } from 'drizzle-orm';
import { sendEmail } from '../adapters/outbox';
import type { Executor } from '../db/client';
import { notificationPreferences, notifications, users } from '../db/schema/index';

/** The transaction types of in-app notifications (the header's list), grouped under the preference types the
 * profile's Notification Settings switch (spec 03 names the lists, not the types: our design). */
const PREFERENCE_OF: Record<string, string> = {
  Deposit: 'Deposit',
  Withdraw: 'Withdrawal',
  Withdrawal: 'Withdrawal',
  Outgoing: 'Withdrawal',
  Internal: 'Internal Transfer',
  Transfer: 'Internal Transfer',
  Card: 'Card',
  Buy: 'Crypto Exchange',
  Sell: 'Crypto Exchange',
  Swap: 'Crypto Exchange',
  Login: 'Login Alert',
};

/** The preference type a notification's transaction type falls under (unknown types are their own). */
export const preferenceTypeOf = (transactionType: string): string =>
  PREFERENCE_OF[transactionType] ?? transactionType;

/** Preference types the user switched off on a channel. */
export const disabledTypes = async (
  db: Executor,
  userId: number,
  channel: 'app' | 'email',
): Promise<Set<string>> => {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, channel)));
  return new Set(rows.filter((row) => row.status === 'Disable').map((row) => row.notificationType));
};

export type Notice = { title: string; description: string; transactionType: string };

/** Delivers one notification as the user's settings allow: in the header list unless its type is switched off
 * in-app; by e-mail only when the e-mail master switch is on and the type is not switched off for e-mail.
 * Answers what was delivered. */
export const notifyUser = async (
  db: Executor,
  userId: number,
  notice: Notice,
): Promise<{ app: boolean; email: boolean }> => {
  const type = preferenceTypeOf(notice.transactionType);
  const app = !(await disabledTypes(db, userId, 'app')).has(type);
  if (app)
    await db.insert(notifications).values({
      userId,
      title: notice.title,
      description: notice.description,
      transactionType: notice.transactionType,
    });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const email =
    !!user && user.emailNotification === 'Enable' && !(await disabledTypes(db, userId, 'email')).has(type);
  if (email && user) await sendEmail(db, { to: user.email, subject: notice.title, body: notice.description });
  return { app, email };
};
