import type { Db, Executor } from '../db/client';
import type { User } from '../domain/users';
import { ApiError } from '../http/api-error';
import { verifyPassword } from './hashing';
import { type SecurityNotice, sendSecurityNotice } from './security-notice';
import { SYSTEM_ORIGIN, recordSecurityEvent } from './security-events';
import { type Guards, lockNoticeQuota } from './throttle';
import { users } from '../db/schema/index';
import { eq } from 'drizzle-orm';

/** The answer once the account's password checks are locked (no time in it: the screens translate it). */
export const PASSWORD_CHECKS_LOCKED =
  'Too many wrong passwords. Please wait a few minutes and try again, or reset your password.';

/** What the owner is told, on the channels they had, when a lock is set while someone holds a session. */
export const LOCK_NOTICES = {
  password: {
    subject: 'Wrong passwords entered on your account',
    text: 'Several wrong passwords were entered while signed in to your account, so password checks are paused for a few minutes',
    fr: {
      subject: 'Mots de passe erronés saisis sur votre compte',
      text: 'Plusieurs mots de passe erronés ont été saisis alors qu’une session était ouverte sur votre compte : les vérifications du mot de passe sont suspendues pendant quelques minutes',
    },
  },
  code: {
    subject: 'Wrong verification codes entered on your account',
    text: 'Several wrong verification codes were entered for your account, so your second factor is locked for 15 minutes',
    fr: {
      subject: 'Codes de vérification erronés saisis sur votre compte',
      text: 'Plusieurs codes de vérification erronés ont été saisis pour votre compte : votre second facteur est verrouillé pendant 15 minutes',
    },
  },
} as const satisfies Record<string, SecurityNotice>;

/** The trail's word for what was guessed (the screen translates it like a failed sign-in's). */
const LOCKED_SECRET = { password: 'password', code: 'second_factor' } as const;

/** Every lock goes on the owner's security trail (`secret_checks_locked`, what was guessed). The owner is told on
 * the old channels at most once an hour per kind (a guesser who waits out each lock must not turn the alert into
 * a flood). Only a verified account is told: an unproven sign-up's address may be anyone's. The trail has no
 * origin here: the checks do not see the request (the guesser's sign-in is on the trail already). */
export const sendLockNotice = async (
  db: Executor,
  user: Pick<User, 'id' | 'emailVerified'>,
  kind: keyof typeof LOCK_NOTICES,
): Promise<void> => {
  await recordSecurityEvent(db, user.id, 'secret_checks_locked', SYSTEM_ORIGIN, LOCKED_SECRET[kind]);
  if (!user.emailVerified) return;
  if (!(await lockNoticeQuota(db).take(`${kind}:${user.id}`))) return;
  await sendSecurityNotice(db, user.id, LOCK_NOTICES[kind]);
};

/** The lock of the second factor (security/second-factor) was set by this attempt: tell the owner. */
export const noticeCodeLock = async (db: Executor, userId: number): Promise<void> => {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await sendLockNotice(db, user, 'code');
};

/**
 * The account's password, checked under a session (password change, factor change): the SAME counter as the
 * sign-in (ASVS 5.0 V6.3), keyed by the account's e-mail, counted before the hash is compared, so a stolen
 * session guesses no faster than the login screen and guesses at both add up. A wrong password answers
 * `wrong` (the caller's field and text); the one that locks also tells the owner.
 */
export const checkAccountPassword = async (
  db: Db,
  guards: Guards,
  user: User,
  password: string,
  wrong: () => Error,
): Promise<void> => {
  const key = user.email.trim().toLowerCase();
  const matches = await verifyPassword(password, user.passwordHash);
  const attempt = await guards.password.attempt(key);
  if (attempt.refused) throw new ApiError('423', PASSWORD_CHECKS_LOCKED);
  if (matches) return guards.password.clear(key);
  if (!attempt.locked) throw wrong();
  await sendLockNotice(db, user, 'password');
  throw new ApiError('423', PASSWORD_CHECKS_LOCKED);
};
