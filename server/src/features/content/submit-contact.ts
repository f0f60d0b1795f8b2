import { endpoints } from '../../contract';
import { sendEmail } from '../../adapters/outbox';
import { loadUser } from '../../domain/users';
import { quotedName, quotedText } from '../../domain/customer-words';
import { takeMessageQuota } from '../../security/message-quota';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** Where contact-form messages go (the provider's support mailbox; read it with `admin outbox`). */
export const SUPPORT_ADDRESS = 'support@demo.portal';

/** The message goes to the outbox for the support team; rate-limited per IP by the registrar (contact path). */
export const submitContactHandler = defineHandler(
  endpoints['user.submitContact'],
  async ({ db, userId, body }) => {
    const user = await loadUser(db, userId);
    await takeMessageQuota(db, 'contact', { recipient: SUPPORT_ADDRESS, sender: String(userId) });
    await sendEmail(db, {
      to: SUPPORT_ADDRESS,
      subject: `Contact: ${body.subject}`,
      // The account's e-mail is added so support can tell a typed address from the signed-in one; what the
      // customer wrote is quoted, so it never reads as the portal's own words.
      body: `From: ${quotedName(body.fullname, 'person', '(no valid name)')} <${body.emailid}> (customer ${user.id}, ${user.email})\n\nThe customer wrote:\n${quotedText(body.details)}`,
    });
    return done('Thank you for contacting us. We will get back to you soon.');
  },
);
