/** The sessionStorage keys of spec 01 §3 ("Session data kept in the browser"), spelt as the spec spells them. */
export const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'ttclid',
  'ref',
] as const;

export const SESSION_KEYS = [
  'user_jwt',
  'jwt_refresh_token',
  'user_ip',
  'diffips',
  'demouser',
  'language',
  'session_id',
  ...ATTRIBUTION_KEYS,
  // Inactivity settings (spec 01 §4): padding time and auto-logout time, and the auto-logout flag (Yes/No).
  'paddingtime',
  'autologouttime',
  'autologout',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type SessionValues = Record<SessionKey, string | null>;

const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export const readSessionStorage = (): SessionValues => {
  const values = {} as SessionValues;
  for (const key of SESSION_KEYS) values[key] = storage()?.getItem(key) ?? null;
  return values;
};

/** Writes only what changed; null removes the key. */
export const writeSessionStorage = (next: SessionValues, previous: SessionValues): void => {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) {
    if (next[key] === previous[key]) continue;
    const value = next[key];
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  }
};

/** "timestamp plus random string" (spec 01 §3). */
export const newSessionId = (): string => `${Date.now()}${Math.random().toString(36).slice(2, 12)}`;
