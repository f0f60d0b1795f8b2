import { i18n, isLanguage, sessionStore } from '@portal/shared';

/** Cookies the static servers read to choose a page's prerendered file (decision 169). Hints only, never
 * credentials: the session itself stays in sessionStorage, and a wrong hint costs one re-render, nothing more. */
export const LANGUAGE_COOKIE = 'portal_lang';
export const SESSION_HINT_COOKIE = 'portal_session';

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');
const write = (name: string, value: string, maxAge: number) => {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure()}`;
};

const syncSession = (signedIn: boolean) =>
  // A browser-session cookie (no Max-Age) while signed in; removed on sign-out.
  signedIn
    ? (document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure()}`)
    : write(SESSION_HINT_COOKIE, '', 0);

/** Keeps both cookies in step with the session and the language, from start-up on. */
export const keepHintCookies = (): void => {
  const language = (value: string) => {
    if (isLanguage(value)) write(LANGUAGE_COOKIE, value, 60 * 60 * 24 * 365);
  };
  language(i18n.language);
  i18n.on('languageChanged', language);
  syncSession(Boolean(sessionStore.getState().user_jwt));
  sessionStore.subscribe((next, previous) => {
    if (Boolean(next.user_jwt) !== Boolean(previous.user_jwt)) syncSession(Boolean(next.user_jwt));
  });
};
