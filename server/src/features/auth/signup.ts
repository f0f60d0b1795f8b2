import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { phoneAddress, sendEmail, sendSms } from '../../adapters/outbox';
import { type NewCustomer, createCustomer, loadUser, type User } from '../../domain/users';
import { issueCode } from '../../security/otp-codes';
import { createChallenge, phoneHint } from './session';

type SignupFields = {
  first_name: string;
  last_name: string;
  email_id: string;
  country_code: string;
  phone_number: string;
  password: string;
  lang: 'en' | 'fr';
};

export const sendSignupEmailCode = async (db: Executor, user: User) => {
  const code = await issueCode(db, { userId: user.id, purpose: 'signup_email', recipient: user.email });
  await sendEmail(db, {
    to: user.email,
    subject: 'Verify your e-mail address',
    body: `Welcome ${user.firstName}! Your e-mail verification code is ${code}. It is valid for 10 minutes.`,
    code,
  });
};

export const sendSignupSmsCode = async (db: Executor, user: User) => {
  const recipient = phoneAddress(user.countryCode, user.phoneNumber);
  const code = await issueCode(db, { userId: user.id, purpose: 'signup_sms', recipient });
  await sendSms(db, {
    to: recipient,
    body: `Your phone verification code is ${code}. It is valid for 10 minutes.`,
    code,
  });
};

/** Creates the (unverified) customer, sends both codes, answers the sign-up token. */
export const startSignup = async (db: Db, fields: SignupFields, extra: Partial<NewCustomer>) =>
  db.transaction(async (tx) => {
    const user = await createCustomer(tx, {
      email: fields.email_id,
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
      countryCode: fields.country_code,
      phoneNumber: fields.phone_number,
      lang: fields.lang,
      ...extra,
    });
    await sendSignupEmailCode(tx, user);
    await sendSignupSmsCode(tx, user);
    return {
      signup_token: await createChallenge(tx, user.id, 'signup'),
      email_id: user.email,
      phone_hint: phoneHint(user.countryCode, user.phoneNumber),
    };
  });

/** After a verified code: marks the channel, enables the user when both are verified. */
export const markVerified = async (db: Executor, userId: number, channel: 'email' | 'sms'): Promise<User> => {
  await db
    .update(users)
    .set(channel === 'email' ? { emailVerified: true } : { phoneVerified: true })
    .where(eq(users.id, userId));
  const user = await loadUser(db, userId);
  if (user.emailVerified && user.phoneVerified && user.status !== 'Enable')
    await db.update(users).set({ status: 'Enable' }).where(eq(users.id, userId));
  return { ...user, status: user.emailVerified && user.phoneVerified ? 'Enable' : user.status };
};
