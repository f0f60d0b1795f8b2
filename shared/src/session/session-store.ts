import { createStore, useStore } from 'zustand';
import {
  ATTRIBUTION_KEYS,
  SESSION_KEYS,
  newSessionId,
  readSessionStorage,
  writeSessionStorage,
  type SessionKey,
  type SessionValues,
} from './session-keys';

export type SessionActions = {
  setTokens: (userJwt: string, refreshToken: string) => void;
  /** Sets any of the spec's keys (user_ip, diffips, demouser, inactivity settings …); null removes. */
  setValues: (values: Partial<SessionValues>) => void;
  /** Logout / expiry: wipes session data but keeps the language choice; starts a new session_id. */
  clear: () => void;
  /** Stores utm_* and click ids from a landing URL's query string; keys absent from the URL are kept. */
  captureAttribution: (search: string) => void;
  setLanguage: (language: string) => void;
};

export type SessionState = SessionValues & SessionActions;

const initialValues = (): SessionValues => {
  const values = readSessionStorage();
  values.session_id ??= newSessionId();
  return values;
};

const valuesOf = (state: SessionState): SessionValues => {
  const values = {} as SessionValues;
  for (const key of SESSION_KEYS) values[key] = state[key];
  return values;
};

/** One vanilla store (usable outside React: the API client reads tokens from it), mirrored key by key to
 * sessionStorage so a reload keeps the session and the keys match the spec. */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...initialValues(),
  setTokens: (userJwt, refreshToken) => set({ user_jwt: userJwt, jwt_refresh_token: refreshToken }),
  setValues: (values) => set(values),
  clear: () => {
    const cleared = {} as SessionValues;
    for (const key of SESSION_KEYS) cleared[key] = null;
    set({ ...cleared, language: get().language, session_id: newSessionId() });
  },
  captureAttribution: (search) => {
    const params = new URLSearchParams(search);
    const found: Partial<SessionValues> = {};
    for (const key of ATTRIBUTION_KEYS) {
      const value = params.get(key);
      if (value) found[key] = value;
    }
    if (Object.keys(found).length > 0) set(found);
  },
  setLanguage: (language) => set({ language }),
}));

sessionStore.subscribe((next, previous) => writeSessionStorage(valuesOf(next), valuesOf(previous)));

writeSessionStorage(valuesOf(sessionStore.getState()), readSessionStorage());

/** React binding: `useSession((s) => s.user_jwt)`. */
export const useSession = <T>(selector: (state: SessionState) => T): T => useStore(sessionStore, selector);

export const getSessionValue = (key: SessionKey): string | null => sessionStore.getState()[key];
export const isSignedIn = (): boolean => Boolean(sessionStore.getState().user_jwt);
export const isDemoUser = (): boolean => sessionStore.getState().demouser === 'Yes';
