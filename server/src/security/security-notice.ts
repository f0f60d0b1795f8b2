import { eq } from 'drizzle-orm';
import { phoneAddress, sendEmail, sendSms } from '../adapters/outbox';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';

type Words = { subject: string; text: string };
/** A notice in English, with its French (sent to a customer whose portal language is French). */
export type SecurityNotice = Words & { fr: Words };

const CLOSING = {
  en: 'If this was not you, reset your password now and contact support.',
  fr: 'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant et contactez le support.',
};

/**
 * Tells the customer of a change to how they sign in, or of guesses at their secrets, on the channels they had
 * before it (e-mail and the phone on file), in their portal language (`users.lang`). Sent whatever the
 * notification preferences: a security alert cannot be switched off.
 */
export const sendSecurityNotice = async (
  db: Executor,
  userId: number,
  notice: SecurityNotice,
): Promise<void> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const lang = user.lang === 'fr' ? 'fr' : 'en';
  const words = lang === 'fr' ? notice.fr : notice;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const body = `${words.text} (${when} UTC). ${CLOSING[lang]}`;
  await sendEmail(db, { to: user.email, subject: words.subject, body });
  if (user.phoneNumber) await sendSms(db, { to: phoneAddress(user.countryCode, user.phoneNumber), body });
};
