import { endpoints } from '../../contract';
import { sendEmail } from '../../adapters/outbox';
import { findUserByEmail } from '../../domain/users';
import { ApiError } from '../../http/api-error';
import { done } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { issueCode } from '../../security/otp-codes';

export const forgotPasswordHandler = defineHandler(endpoints['auth.forgotPassword'], async ({ db, body }) => {
  const user = await findUserByEmail(db, body.email_id);
  // The spec's catalogue has this message, so the product tells the user (rate-limited).
  if (!user || !user.passwordHash) throw new ApiError('404', 'This email address does not exist with any accounts');
  const code = await issueCode(db, { userId: user.id, purpose: 'reset', recipient: user.email });
  await sendEmail(db, { to: user.email, subject: 'Reset your password', body: `Your password reset code is ${code}. It is valid for 10 minutes.`, code });
  return done('A reset code was sent to your e-mail');
});
