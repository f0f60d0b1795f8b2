import { endpoints } from '../../contract';
import { sendEmail } from '../../adapters/outbox';
import { findUserByEmail } from '../../domain/users';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { inUniformTime } from '../../security/uniform-time';
import { issueCode } from '../../security/otp-codes';
import { takeMessageQuota } from '../../security/message-quota';

/** Same answer for every address (no account enumeration); only an existing account gets the e-mail. */
export const FORGOT_SENT = 'If an account exists for this e-mail address, a reset code was sent to it.';

const forgotPassword = defineHandler(endpoints['auth.forgotPassword'], async ({ db, ip, body }) => {
  // Counted on the address as typed, known or not: a refusal tells nothing about an account.
  await takeMessageQuota(db, 'reset', { recipient: body.email_id, sender: ip });
  const user = await findUserByEmail(db, body.email_id);
  if (user?.passwordHash) {
    const code = await issueCode(db, { userId: user.id, purpose: 'reset', recipient: user.email });
    await sendEmail(db, {
      to: user.email,
      subject: 'Reset your password',
      body: `Your password reset code is ${code}. It is valid for 10 minutes.`,
      code,
    });
  }
  return done(FORGOT_SENT);
});

/** Known and unknown e-mails: the same answer in the same time (docs/decisions/022). */
export const forgotPasswordHandler = inUniformTime(forgotPassword);
