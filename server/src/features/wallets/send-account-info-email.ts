import { endpoints } from '../../contract';
import { sendEmail } from '../../adapters/outbox';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** E-mails the account details the client composed (emailtext) to the typed address, via the outbox. */
export const sendAccountInfoEmailHandler = defineHandler(endpoints['settings.sendAccountInfoEmail'], async ({ db, body }) => {
  await sendEmail(db, { to: body.email_id, subject: 'Your account details', body: body.emailtext.slice(0, 5000) });
  return done('Account details sent to your email');
});
