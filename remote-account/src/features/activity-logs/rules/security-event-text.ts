import type { SecurityEvent } from '../../../lib/contract-types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Details that are words, not names: translated (activityLogs.security.details.<token>). */
const TRANSLATED_DETAILS = new Set([
  'password',
  'second_factor',
  'authenticator',
  'sms',
  'support',
  'passkey',
]);
/** Events whose detail is a name the customer gave (a passkey called "passkey" stays as typed). */
const NAMED = new Set(['passkey_added', 'passkey_removed', 'payee_added']);

/** The event's name in the portal's language; a kind this screen does not know yet shows as the server sent it. */
export const eventLabel = (t: Translate, row: SecurityEvent): string =>
  t(`activityLogs.security.kinds.${row.event_type}`, { defaultValue: row.event_type });

/** The event's detail: a translated word, a count of sessions, or a proper name (beneficiary, "Browser · OS"). */
export const eventDetail = (t: Translate, row: SecurityEvent): string => {
  const detail = row.detail ?? '';
  if (TRANSLATED_DETAILS.has(detail) && !NAMED.has(row.event_type))
    return t(`activityLogs.security.details.${detail}`);
  if (row.event_type === 'other_sessions_ended')
    return t('activityLogs.security.sessions', { count: detail });
  return detail;
};
