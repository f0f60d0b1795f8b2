import { and, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { notificationPreferences } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { NOTIFICATION_TYPES } from './notification-settings';

/** One notification type on or off, in-app (default) or for e-mail (`channel`, our addition); the e-mail
 * master switch still has the last word for e-mail. */
export const updateUserNotificationHandler = defineHandler(
  endpoints['notification.updateUserNotification'],
  async ({ db, userId, body }) => {
    const type = NOTIFICATION_TYPES.find((t) => t.toLowerCase() === body.notification_type.toLowerCase());
    if (!type) throw badRequest('notification_type: Unknown notification type');
    const channel = body.channel ?? 'app';
    const mine = and(
      eq(notificationPreferences.userId, userId),
      eq(notificationPreferences.channel, channel),
      eq(notificationPreferences.notificationType, type),
    );
    const updated = await db
      .update(notificationPreferences)
      .set({ status: body.status })
      .where(mine)
      .returning({ id: notificationPreferences.id });
    if (!updated.length)
      await db
        .insert(notificationPreferences)
        .values({ userId, channel, notificationType: type, status: body.status });
    return done(`${type} notifications ${body.status === 'Enable' ? 'enabled' : 'disabled'}`);
  },
);
