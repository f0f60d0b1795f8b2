import { eq } from 'drizzle-orm';
import { phoneAddress, sendEmail, sendSms } from '../adapters/outbox';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';

/**
 * Tells the customer of a change to how they sign in, on the channels they had before it (e-mail and the phone
 * on file). Sent whatever the notification preferences: a security alert cannot be switched off.
 */
export const sendSecurityNotice = async (
  db: Executor,
  userId: number,
  notice: { subject: string; text: string },
): Promise<void> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const body = `${notice.text} (${when} UTC). If this was not you, reset your password now and contact support.`;
  await sendEmail(db, { to: user.email, subject: notice.subject, body });
  if (user.phoneNumber) await sendSms(db, { to: phoneAddress(user.countryCode, user.phoneNumber), body });
};
