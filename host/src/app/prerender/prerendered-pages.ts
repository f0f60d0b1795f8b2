import { findRoute } from '../routing/decide-access';

/**
 * The pages written into HTML at build time (decision 169), one file per page and language:
 * `pages/<page>.<language>.html`. The static servers choose the file by path (`pages.json`, written with them) and,
 * for a signed-in route, by the session hint cookie: `shell` (the signed-in skeleton) or `sign-in-needed`.
 */
export const PRERENDERED_PAGES = ['login', 'register', 'forgot-password', 'sign-in-needed', 'shell'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The public paths with a page of their own (the others get the plain page, `index`). An e-mail or SMS code
 * screen opened by URL has no pending sign-up (it lives in memory only), so it shows the registration page. */
const PUBLIC_FILES: Readonly<Record<string, PrerenderedPage>> = {
  '/': 'login',
  '/login': 'login',
  '/register': 'register',
  '/page-forgot-password': 'forgot-password',
  '/register-verify-otp-email': 'register',
  '/vipregister-verify-otp-email': 'register',
  '/personal-registration-otp': 'register',
  '/register-verify-otp-signup': 'register',
  '/register-verify-otp': 'register',
};

/** `app`: a signed-in route, answered with `shell` or `sign-in-needed`; `index`: the plain page. */
export type ServedFile = PrerenderedPage | 'app' | 'index';

export const servedFileFor = (path: string): ServedFile => {
  const own = PUBLIC_FILES[path];
  if (own) return own;
  const access = findRoute(path)?.access;
  return access === 'session' || access === 'kyc' ? 'app' : 'index';
};

/** What the client's first render of `path` shows, when it is exactly a prerendered page: only then is the served
 * HTML hydrated (anything else is rendered afresh, so React never meets markup it did not write). */
export const firstRenderOf = (path: string, signedIn: boolean): PrerenderedPage | undefined => {
  const file = servedFileFor(path);
  if (file === 'app') return signedIn ? undefined : 'sign-in-needed';
  if (signedIn || file === 'index') return undefined;
  // A code screen's file is the registration page, but its first render is the redirect to it.
  return PUBLIC_FILES[path] === file && (file !== 'register' || path === '/register') ? file : undefined;
};

/** A route's pattern as a regular expression the servers match a path with (`:id` is one segment). */
export const routePatternSource = (pattern: string): string =>
  `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`;
