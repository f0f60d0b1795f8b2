import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

/** The notification types a customer can switch (our design: the spec names the lists, not the types). */
export const NOTIFICATION_TYPES = [
  'Deposit',
  'Withdrawal',
  'Internal Transfer',
  'Card',
  'Crypto Exchange',
  'Login Alert',
] as const;

/** One list per channel ('app' in-app, 'email'); a type without a stored row is Enable. */
export const notificationListOf = async (db: Executor, userId: number, channel: 'app' | 'email') => {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, channel)));
  return NOTIFICATION_TYPES.map((type) => ({
    notification_type: type,
    notification_status: rows.find((r) => r.notificationType === type)?.status ?? 'Enable',
  }));
};
