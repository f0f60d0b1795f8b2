import { matchPath } from 'react-router-dom';
import { isBank, isCryptoExchange, isKycApproved, isVip, type AccessUser } from '../../lib/access-user';
import { routeTable, type RouteEntry } from './route-table';

export type AccessInput = {
  path: string;
  signedIn: boolean;
  /** Undefined while user details and KYC status load. */
  user?: AccessUser | undefined;
  /** Registration just issued tokens and the 2FA setup step is still ahead (in memory only). */
  onboarding?: boolean;
  /** Where a signed-in visitor of the login screens goes: the page they were sent to login from (return-path.ts). */
  returnTo?: string;
};

export type AccessDecision =
  | { kind: 'allow'; entry: RouteEntry }
  /** `locked`: the page asked for, kept from a customer whose KYC is not Approved (the banner names it). */
  | { kind: 'redirect'; to: string; locked?: string }
  | { kind: 'wait' }
  | { kind: 'login-later' }
  | { kind: 'not-found' };

export const findRoute = (path: string): RouteEntry | undefined =>
  routeTable.find((entry) => matchPath({ path: entry.path, caseSensitive: true, end: true }, path));

// Spec 01 §4 rule 2. /faq, /verify-your-account and the error pages are added: without them a Bank user whose
// KYC is not Approved would loop between /iban-account and /verify-your-account.
const BANK_PATHS = [
  '/iban-account',
  '/users-activity-logs',
  '/news',
  '/FAQ',
  '/faq',
  '/profile',
  '/verify-your-account',
];
const SIGNED_IN_SHOWS_DASHBOARD = ['/register-verify-otp', '/register-google-auth'];
const LOGIN_PATHS = ['/', '/login', '/demologin'];

// Public screens that only make sense with the tokens sign-up just issued: an anonymous visitor gets the
// login page (not a broken setup screen, and no "session expired": there never was a session).
const NEEDS_NEW_SESSION = ['/register-google-auth'];

const publicDecision = (entry: RouteEntry, input: AccessInput): AccessDecision => {
  if (!input.signedIn)
    return NEEDS_NEW_SESSION.includes(entry.path)
      ? { kind: 'redirect', to: '/login' }
      : { kind: 'allow', entry };
  if (entry.path === '/register-google-auth' && input.onboarding) return { kind: 'allow', entry };
  if (LOGIN_PATHS.includes(entry.path)) return { kind: 'redirect', to: input.returnTo ?? '/dashboard' };
  if (SIGNED_IN_SHOWS_DASHBOARD.includes(entry.path)) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow', entry };
};

/** The customers the Share Holders menu is for (§6): Corporate, not single-shareholder, not VIP. */
const mustAddShareholders = (user: AccessUser): boolean =>
  user.account === 'Corporate' && user.is_one_share_holder !== 'Yes' && !isVip(user);

/** The one access rule of the portal: spec 01 §2.1–2.3, §4 "Access redirects" (in their order) and §6. */
export const decideAccess = (input: AccessInput): AccessDecision => {
  const entry = findRoute(input.path);
  if (!entry) return input.signedIn ? { kind: 'not-found' } : { kind: 'redirect', to: '/login' };
  if (entry.access === 'public') return publicDecision(entry, input);
  if (entry.access === 'any') return { kind: 'allow', entry };
  if (!input.signedIn) return { kind: 'login-later' };
  const { user } = input;
  if (!user) return { kind: 'wait' };
  if (!user.is_access_dashboard)
    return entry.path === '/customer-list'
      ? { kind: 'allow', entry }
      : { kind: 'redirect', to: '/customer-list' };
  if (isBank(user) && !BANK_PATHS.includes(entry.path)) return { kind: 'redirect', to: '/iban-account' };
  if (isCryptoExchange(user) && entry.path === '/iban-account') return { kind: 'redirect', to: '/dashboard' };
  // /customer-list before KYC approval only for those who must add shareholders first (ARCHITECTURE.md, "Shell").
  if (entry.path === '/customer-list' && !isKycApproved(user) && !mustAddShareholders(user))
    return { kind: 'redirect', to: '/verify-your-account' };
  // §2.3: every KYC-only path (/refer included) leads to /verify-your-account until KYC is Approved.
  if (entry.access === 'kyc' && !isKycApproved(user))
    return { kind: 'redirect', to: '/verify-your-account', locked: input.path };
  // /refer by URL goes where the menu would: the Referral Request entry exists only for VIP tier 2 (§6); for
  // everyone else the server answers 403, so they land on the dashboard instead of an error.
  if (entry.path === '/refer' && !(isVip(user) && user.tier === 2))
    return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow', entry };
};
