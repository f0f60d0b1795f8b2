import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema/index';
import { wireDate } from '../db/wire';
import { headerSafe } from '../contract';

// The local mail/SMS adapter: messages are stored, never sent. A real provider would replace these two
// functions; the dev endpoint and the CLI read the table.

export type OutgoingMessage = { to: string; subject: string; body: string; code?: string };

export const sendEmail = async (db: Executor, message: OutgoingMessage): Promise<void> => {
  await db.insert(outbox).values({
    channel: 'email',
    recipient: message.to.toLowerCase(),
    // A subject is a header: a line break in it would start another header (Bcc: …) at a real mailer.
    subject: headerSafe(message.subject),
    body: message.body,
    code: message.code ?? null,
  });
};

export const sendSms = async (db: Executor, message: Omit<OutgoingMessage, 'subject'>): Promise<void> => {
  await db.insert(outbox).values({
    channel: 'sms',
    recipient: message.to,
    subject: 'SMS',
    body: message.body,
    code: message.code ?? null,
  });
};

/** Messages for an e-mail address or a phone number ("+<code><number>"), newest first. */
export const readOutbox = async (db: Executor, recipient: string) => {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(50);
  return rows.map((row) => ({
    outbox_id: row.id,
    channel: row.channel as 'email' | 'sms',
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    created_datetime: wireDate(row.createdAt),
  }));
};

export const phoneAddress = (countryCode: string, phone: string): string =>
  `+${countryCode.replace(/^\+/, '')}${phone}`;
