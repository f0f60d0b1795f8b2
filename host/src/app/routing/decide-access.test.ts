import type { AccessUser } from '../../lib/access-user';
import { decideAccess, type AccessDecision } from './decide-access';

const base: AccessUser = {
  account: 'Personal',
  account_type: 'Other',
  is_access_dashboard: true,
  is_one_share_holder: 'No',
  vip_user: 'No',
  tier: 0,
  kyc_status: 'Approved',
};
// One user per seeded demo role (server/README.md "Demo users").
const roles: Record<string, AccessUser> = {
  personal: base,
  pending: { ...base, kyc_status: 'Pending' },
  rejected: { ...base, kyc_status: 'Rejected' },
  corporateNew: { ...base, account: 'Corporate', is_access_dashboard: false, kyc_status: 'Pending' },
  corporate: { ...base, account: 'Corporate' },
  bank: { ...base, account_type: 'Bank' },
  bankPending: { ...base, account_type: 'Bank', kyc_status: 'Pending' },
  crypto: { ...base, account_type: 'CryptoExchange' },
  vip1: { ...base, vip_user: 'Yes', tier: 1 },
  vip2: { ...base, vip_user: 'Yes', tier: 2 },
  corporatePending: { ...base, account: 'Corporate', kyc_status: 'Pending' },
  corporateOneHolderPending: {
    ...base,
    account: 'Corporate',
    is_one_share_holder: 'Yes',
    kyc_status: 'Pending',
  },
  vip1Pending: { ...base, vip_user: 'Yes', tier: 1, kyc_status: 'Pending' },
  vip2Pending: { ...base, vip_user: 'Yes', tier: 2, kyc_status: 'Pending' },
};

const target = (decision: AccessDecision): string => {
  if (decision.kind === 'redirect') return `→ ${decision.to}`;
  return decision.kind;
};

const PATHS = [
  '/dashboard',
  '/fiat',
  '/iban-account',
  '/customer-list',
  '/news',
  '/faq',
  '/FAQ',
  '/profile',
  '/refer',
  '/card-settings/7',
  '/news-details/3',
  '/verify-your-account',
  '/page-error-404',
];

// Expected outcome per role, in the order of PATHS.
const expected: Record<string, string[]> = {
  personal: [
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /dashboard',
    'allow',
    'allow',
    'allow',
    'allow',
  ],
  pending: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account', // §2.3: /refer is KYC-only
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
  rejected: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account', // §2.3: /refer is KYC-only
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
  corporateNew: [
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    'allow',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    '→ /customer-list',
    'allow',
  ],
  corporate: [
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /dashboard',
    'allow',
    'allow',
    'allow',
    'allow',
  ],
  bank: [
    '→ /iban-account',
    '→ /iban-account',
    'allow',
    '→ /iban-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /iban-account',
    '→ /iban-account',
    '→ /iban-account',
    'allow',
    'allow',
  ],
  bankPending: [
    '→ /iban-account',
    '→ /iban-account',
    '→ /verify-your-account',
    '→ /iban-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /iban-account',
    '→ /iban-account',
    '→ /iban-account',
    'allow',
    'allow',
  ],
  crypto: [
    'allow',
    'allow',
    '→ /dashboard',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /dashboard',
    'allow',
    'allow',
    'allow',
    'allow',
  ],
  vip1: [
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /dashboard',
    'allow',
    'allow',
    'allow',
    'allow',
  ],
  vip2: [
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
  ],
  corporatePending: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account', // §2.3: /refer is KYC-only
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
  corporateOneHolderPending: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account', // §2.3: /refer is KYC-only
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
  vip1Pending: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account', // §2.3: /refer is KYC-only
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
  vip2Pending: [
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
    'allow',
    '→ /verify-your-account',
    '→ /verify-your-account',
    'allow',
    'allow',
    'allow',
  ],
};

describe('decideAccess', () => {
  for (const [role, user] of Object.entries(roles)) {
    it(`applies spec 01 §2.2, §2.3, §4 and §6 for the ${role} role`, () => {
      const outcomes = PATHS.map((path) => target(decideAccess({ path, signedIn: true, user })));
      expect(outcomes).toEqual(expected[role]);
    });
  }

  it('waits for user details before deciding a signed-in route', () => {
    expect(decideAccess({ path: '/fiat', signedIn: true }).kind).toBe('wait');
  });

  it('sends a visitor without a token to login later (3 s), on every signed-in route', () => {
    for (const path of ['/dashboard', '/fiat', '/customer-list', '/news-details/1'])
      expect(decideAccess({ path, signedIn: false }).kind).toBe('login-later');
  });

  it('shows public screens without a session and unknown public paths fall back to login', () => {
    for (const path of ['/', '/login', '/register', '/vip-registration/ABC', '/sumsub', '/demologin'])
      expect(decideAccess({ path, signedIn: false }).kind).toBe('allow');
    expect(decideAccess({ path: '/nowhere', signedIn: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends an anonymous visitor of the 2FA setup screen to login (it needs the tokens sign-up issued)', () => {
    expect(decideAccess({ path: '/register-google-auth', signedIn: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideAccess({ path: '/register-google-auth', signedIn: true, onboarding: true }).kind).toBe(
      'allow',
    );
  });

  it('shows the not-found page for unknown paths when signed in', () => {
    expect(decideAccess({ path: '/nowhere', signedIn: true, user: base }).kind).toBe('not-found');
  });

  it('shows the dashboard on register-verify-otp, register-google-auth and login when signed in', () => {
    for (const path of ['/register-verify-otp', '/register-google-auth', '/login', '/']) {
      expect(decideAccess({ path, signedIn: true, user: base })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('sends a signed-in visitor of the login screens to the page they came from, never the setup screens', () => {
    for (const path of ['/login', '/', '/demologin']) {
      expect(decideAccess({ path, signedIn: true, user: base, returnTo: '/news-details/1' })).toEqual({
        kind: 'redirect',
        to: '/news-details/1',
      });
    }
    expect(
      decideAccess({ path: '/register-verify-otp', signedIn: true, user: base, returnTo: '/fiat' }),
    ).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('keeps the 2FA setup step open right after registration', () => {
    expect(decideAccess({ path: '/register-google-auth', signedIn: true, onboarding: true }).kind).toBe(
      'allow',
    );
  });

  it('lets error pages through with or without a session', () => {
    for (const code of ['400', '403', '404', '500', '503'])
      expect(decideAccess({ path: `/page-error-${code}`, signedIn: false }).kind).toBe('allow');
  });

  it('applies rule 1 before rule 2: a Bank user without dashboard access goes to /customer-list', () => {
    const user = { ...base, account_type: 'Bank', is_access_dashboard: false };
    expect(decideAccess({ path: '/iban-account', signedIn: true, user })).toEqual({
      kind: 'redirect',
      to: '/customer-list',
    });
  });
});

describe('a page locked until KYC approval', () => {
  it('keeps the page asked for in the redirect, for the banner on Verify Your Account', () => {
    const pending = roles.pending!;
    expect(decideAccess({ path: '/my-cards', signedIn: true, user: pending })).toEqual({
      kind: 'redirect',
      to: '/verify-your-account',
      locked: '/my-cards',
    });
    expect(decideAccess({ path: '/card-settings/7', signedIn: true, user: pending })).toMatchObject({
      locked: '/card-settings/7',
    });
    expect(decideAccess({ path: '/news', signedIn: true, user: pending })).toMatchObject({ kind: 'allow' });
  });
});
