import { and, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { notifications } from '../../db/schema/index';
import { disabledTypes, preferenceTypeOf } from '../../domain/notify';
import { wireDate } from '../../db/wire';
import { notFound } from '../../http/api-error';
import { done, ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { translateMessage } from '../../i18n/translate-message';

export const getUserNotificationHandler = defineHandler(
  endpoints['shell.getUserNotification'],
  async ({ db, userId, language }) => {
    // A type switched off in-app is not listed, including what arrived before it was switched off.
    const off = await disabledTypes(db, userId, 'app');
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(100);
    const data = rows
      .filter((row) => !off.has(preferenceTypeOf(row.transactionType)))
      .map((row) => ({
        noti_id: row.id,
        // Kept as written (English); read in the caller's language where the server wrote it (decision 128).
        title: translateMessage(row.title, language),
        description: translateMessage(row.description, language),
        read: row.read as 'Yes' | 'No',
        transaction_type: row.transactionType,
        created_datetime: wireDate(row.createdAt),
      }));
    return ok(data, 'Success', { counter: data.filter((row) => row.read === 'No').length });
  },
);

export const updateUserNotificationHomeHandler = defineHandler(
  endpoints['shell.updateUserNotificationHome'],
  async ({ db, userId, params }) => {
    const updated = await db
      .update(notifications)
      .set({ read: 'Yes' })
      .where(and(eq(notifications.id, params.noti_id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw notFound('Notification not found');
    return done('Notification marked as read');
  },
);
