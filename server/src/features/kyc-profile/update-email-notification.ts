import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { users } from '../../db/schema/index';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** The e-mail notifications master switch (profile email_notification). */
export const updateEmailNotificationHandler = defineHandler(
  endpoints['profile.updateEmailNotification'],
  async ({ db, userId, body }) => {
    await db
      .update(users)
      .set({ emailNotification: body.status, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return done(`E-mail notifications ${body.status === 'Enable' ? 'enabled' : 'disabled'}`);
  },
);
