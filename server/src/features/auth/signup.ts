import { and, eq, isNull, sql } from 'drizzle-orm';
import { authChallenges, users } from '../../db/schema/index';
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

/**
 * An unverified sign-up holds the address for nobody (docs/decisions/022): a new registration with that e-mail
 * detaches it (its address becomes a reserved one, its password and sign-up tokens end), so only whoever reads
 * the inbox can finish a sign-up for the address.
 */
const releaseUnverifiedSignup = async (db: Executor, email: string): Promise<void> => {
  const stale = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.emailVerified, false),
        isNull(users.parentUserId),
      ),
    );
  for (const { id } of stale) {
    await db
      .update(users)
      .set({ email: `superseded-${id}@signup.invalid`, passwordHash: null, status: 'Disable' })
      .where(eq(users.id, id));
    await db
      .update(authChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(authChallenges.userId, id), isNull(authChallenges.usedAt)));
  }
};

/** Creates the (unverified) customer, sends both codes, answers the sign-up token. */
export const startSignup = async (db: Db, fields: SignupFields, extra: Partial<NewCustomer>) =>
  db.transaction(async (tx) => {
    await releaseUnverifiedSignup(tx, fields.email_id);
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
