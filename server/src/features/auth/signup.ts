import { and, eq, isNull, sql } from 'drizzle-orm';
import { authChallenges, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { phoneAddress, sendEmail, sendSms } from '../../adapters/outbox';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import { type NewCustomer, createCustomer, emailTaken, loadUser, type User } from '../../domain/users';
import { takeMessageQuota } from '../../security/message-quota';
import { issueCode } from '../../security/otp-codes';
import { PROVIDER } from '../../domain/provider';
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
  if (isHeldAddress(user.email)) return; // reaches nobody (the owner had the notice)
  const code = await issueCode(db, { userId: user.id, purpose: 'signup_email', recipient: user.email });
  await sendEmail(db, {
    to: user.email,
    subject: 'Verify your e-mail address',
    // No name in it: whoever registers types both the name and the address, which may be someone else's.
    body: `Welcome to ${PROVIDER.name}! Your e-mail verification code is ${code}. It is valid for 10 minutes.`,
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
 * An unverified sign-up holds the address for nobody (docs/decisions/155): a new registration with that e-mail
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

/** The address of a sign-up started with an e-mail that already has an account: it reaches nobody, so the
 * sign-up can never be finished, yet it answers and behaves like any other (decision 139). */
const HELD_DOMAIN = '@signup.invalid';
const heldAddress = () => `taken-${randomUUID()}${HELD_DOMAIN}`;
export const isHeldAddress = (email: string) => email.endsWith(HELD_DOMAIN);

/** Tells the owner of an address that someone tried to open an account with it (instead of a 409 to anyone). */
const sendAlreadyRegistered = (db: Executor, config: AppConfig, email: string) =>
  sendEmail(db, {
    to: email,
    subject: `Your ${PROVIDER.name} account`,
    body:
      `Someone, perhaps you, tried to open a ${PROVIDER.name} account with this e-mail address, which already ` +
      `has one. If it was you, sign in at ${config.publicSiteUrl}/login or reset your password at ` +
      `${config.publicSiteUrl}/page-forgot-password. If it was not, you can ignore this message: nothing was changed.`,
  });

/** The answer to every registration, new address or not: true of both (a code or a notice went to the inbox). */
export const SIGNUP_STARTED =
  'Check your inbox: we sent a message to your e-mail address and a code to your phone.';

type SignupContext = { db: Db; config: AppConfig; ip: string };

/**
 * Creates the (unverified) customer, sends both codes, answers the sign-up token. An e-mail that already has an
 * account gets the same answer, from a sign-up held on an address that reaches nobody, and its owner a notice
 * instead of a code: the answer tells nobody whether the address is a customer's.
 */
export const startSignup = async (
  { db, config, ip }: SignupContext,
  fields: SignupFields,
  extra: Partial<NewCustomer>,
) => {
  const email = fields.email_id.trim().toLowerCase();
  await takeMessageQuota(db, 'signup', { recipient: email, sender: ip });
  await takeMessageQuota(db, 'signup', { recipient: phoneAddress(fields.country_code, fields.phone_number) });
  return db.transaction(async (tx) => {
    await releaseUnverifiedSignup(tx, email);
    const taken = await emailTaken(tx, email);
    const user = await createCustomer(tx, {
      email: taken ? heldAddress() : email,
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
      countryCode: fields.country_code,
      phoneNumber: fields.phone_number,
      lang: fields.lang,
      ...extra,
    });
    if (taken) await sendAlreadyRegistered(tx, config, email);
    else await sendSignupEmailCode(tx, user);
    await sendSignupSmsCode(tx, user);
    return {
      signup_token: await createChallenge(tx, user.id, 'signup'),
      email_id: email,
      phone_hint: phoneHint(user.countryCode, user.phoneNumber),
    };
  });
};

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
