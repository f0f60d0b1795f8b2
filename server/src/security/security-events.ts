import type { Executor } from '../db/client';
import { securityEvents } from '../db/schema/index';
import { parseUserAgent } from './user-agent';

/** What the customer's security trail records (the screen translates each kind). `detail` is a token the screen
 * translates (sign_in_failed, secret_checks_locked: password | second_factor; second_factor_changed: authenticator | sms | support) or a proper
 * name (payee_added: the beneficiary; session_ended, session_limit: "Browser · OS"; other_sessions_ended: a
 * count). */
export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'second_factor_changed'
  | 'password_changed'
  | 'password_reset'
  | 'payee_added'
  | 'passkey_added'
  | 'passkey_removed'
  | 'session_ended'
  | 'session_limit'
  | 'other_sessions_ended'
  | 'secret_checks_locked';

/** Where the event came from: the caller's IP and user agent (both empty for the system, e.g. the session cap). */
export type EventOrigin = { ip: string; userAgent?: string | undefined };

export const SYSTEM_ORIGIN: EventOrigin = { ip: '' };

/** The origin of a request: its caller's IP and user agent. */
export const originOf = (ctx: {
  ip: string;
  request: { headers: { 'user-agent'?: string | undefined } };
}) => ({
  ip: ctx.ip,
  userAgent: ctx.request.headers['user-agent'] ?? '',
});

/** One row of the trail. Written in the caller's transaction when it has one, so a rolled-back change leaves none. */
export const recordSecurityEvent = async (
  db: Executor,
  userId: number,
  kind: SecurityEventKind,
  origin: EventOrigin,
  detail = '',
): Promise<void> => {
  const { browser, os } =
    origin.userAgent === undefined ? { browser: '', os: '' } : parseUserAgent(origin.userAgent);
  await db.insert(securityEvents).values({
    userId,
    kind,
    ip: origin.ip.replace(/^::ffff:/i, '').slice(0, 60),
    browser,
    os,
    detail: detail.slice(0, 200),
  });
};
