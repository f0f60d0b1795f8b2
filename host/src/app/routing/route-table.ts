import type { RemoteName } from '@portal/shared';

/** Who renders a route: the host itself or one remote. */
export type RouteOwner = 'host' | RemoteName;

/**
 * Access policy (spec 01 §2): `public` needs no session; `session` is reachable while KYC is not Approved
 * (§2.3); `kyc` needs KYC Approved, otherwise the guard sends the user to /verify-your-account;
 * `any` is shown with or without a session (error pages).
 */
export type RouteAccess = 'public' | 'session' | 'kyc' | 'any';

export type RouteEntry = { path: string; owner: RouteOwner; access: RouteAccess };

const publicPaths = [
  '/',
  '/login',
  '/register',
  '/choose-shareholder',
  '/page-forgot-password',
  '/register-verify-otp-signup',
  '/register-verify-otp-email',
  '/vipregister-verify-otp-email',
  '/old-register',
  '/personal-registration',
  '/personal-registration-otp',
  '/vip-registration/:referal_code',
  '/corporate-registration',
  '/register-google-auth',
  '/sumsub',
  '/register-verify-otp',
  '/demologin',
];

const entries = (owner: RouteOwner, access: RouteAccess, paths: string[]): RouteEntry[] =>
  paths.map((path) => ({ path, owner, access }));

/** The one route table of the portal: every path of spec 01 §2, its owner and its access policy. */
export const routeTable: readonly RouteEntry[] = [
  ...entries('host', 'public', publicPaths),
  ...entries('host', 'session', ['/dashboard']),
  // Template leftovers of the old portal (spec 01 §2.2): no product content, sent to the nearest real screen.
  ...entries('host', 'session', [
    '/my-wallet',
    '/invoices',
    '/cards-center',
    '/transactions',
    '/transactions-details',
    '/task',
  ]),
  ...entries('host', 'any', [
    '/page-error-400',
    '/page-error-403',
    '/page-error-404',
    '/page-error-500',
    '/page-error-503',
  ]),
  ...entries('wallets', 'kyc', [
    '/fiat',
    '/iban-account',
    '/crypto',
    '/fiat-incoming-transfers',
    '/fiat-outgoing-transfers',
    '/fiat-internal-transfers',
    '/wallets-deposit-transaction',
    '/wallets-withdrawal-transaction',
  ]),
  ...entries('cards', 'kyc', [
    '/my-cards',
    '/request-card',
    '/physical-card',
    '/virtual-card',
    '/top-up-card',
    '/transfer-account',
    '/my-cards-transactions',
    '/card-settings/:id',
    '/top-up-transactions',
    '/card-usage-transactions',
  ]),
  ...entries('exchange', 'kyc', ['/crypto-exchanges', '/fiat-transactions', '/crypto-transactions']),
  ...entries('account', 'kyc', ['/refer']),
  // Reachable before KYC approval; /customer-list too, since access rule 1 (§4) sends corporate users there.
  ...entries('account', 'session', [
    '/customer-list',
    '/verify-your-account',
    '/profile',
    '/editprofile',
    '/users-activity-logs',
    '/news',
    '/news-details/:id',
    '/faq',
    '/FAQ',
    '/terms',
    '/privacypolicy',
    '/contact-us',
  ]),
];

export const remoteOwnedPaths = (remote: RemoteName): string[] =>
  routeTable.filter((entry) => entry.owner === remote).map((entry) => entry.path);
