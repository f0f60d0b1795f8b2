/** The seeded demo accounts (one password for all), as data for the README, e2e tests and main.ts. */
export const DEMO_PASSWORD = 'Demo!2345';
/** Fixed authenticator secret of totp@demo.portal (base32), so people can add it to an app. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export type DemoUser = {
  key: string;
  email: string;
  description: string;
  firstName: string;
  lastName: string;
  account: 'Personal' | 'Corporate';
  accountType: string;
  kyc: 'Approved' | 'Pending';
  vipUser: 'Yes' | 'No';
  tier: number;
  isOneShareHolder?: 'Yes' | 'No';
  shareholders?: 'none' | 'all';
  demoUser?: boolean;
  loginSecondFactor?: 'Google Authentication' | 'SMS OTP Authentication';
  funded?: boolean;
  referralRequests?: boolean;
  companyName?: string;
  phone: string;
};

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'personal',
    email: 'personal@demo.portal',
    description: 'Personal, KYC Approved, EUR/USD wallets, IBAN and crypto balances',
    firstName: 'Paula',
    lastName: 'Martin',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    funded: true,
    phone: '5550000001',
  },
  {
    key: 'pending',
    email: 'pending@demo.portal',
    description: 'Personal, KYC Pending (limited routes)',
    firstName: 'Pierre',
    lastName: 'Durand',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Pending',
    vipUser: 'No',
    tier: 0,
    phone: '5550000002',
  },
  {
    key: 'corporate-new',
    email: 'corporate-new@demo.portal',
    description: 'Corporate needing shareholders (no dashboard access)',
    firstName: 'Clara',
    lastName: 'Nguyen',
    account: 'Corporate',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    isOneShareHolder: 'No',
    shareholders: 'none',
    companyName: 'Nguyen Trading Ltd',
    phone: '5550000003',
  },
  {
    key: 'corporate',
    email: 'corporate@demo.portal',
    description: 'Corporate with all shareholders added',
    firstName: 'Carl',
    lastName: 'Berg',
    account: 'Corporate',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    isOneShareHolder: 'No',
    shareholders: 'all',
    funded: true,
    companyName: 'Berg Industries SA',
    phone: '5550000004',
  },
  {
    key: 'bank',
    email: 'bank@demo.portal',
    description: 'account_type Bank (IBAN only)',
    firstName: 'Bruno',
    lastName: 'Keller',
    account: 'Personal',
    accountType: 'Bank',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    funded: true,
    phone: '5550000005',
  },
  {
    key: 'crypto',
    email: 'crypto@demo.portal',
    description: 'account_type CryptoExchange (no IBAN)',
    firstName: 'Chen',
    lastName: 'Wei',
    account: 'Personal',
    accountType: 'CryptoExchange',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    funded: true,
    phone: '5550000006',
  },
  {
    key: 'vip1',
    email: 'vip1@demo.portal',
    description: 'VIP tier 1 (referral link on the dashboard)',
    firstName: 'Victor',
    lastName: 'Hugo',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'Yes',
    tier: 1,
    funded: true,
    phone: '5550000007',
  },
  {
    key: 'vip2',
    email: 'vip2@demo.portal',
    description: 'VIP tier 2 with referral requests in every status',
    firstName: 'Valerie',
    lastName: 'Roux',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'Yes',
    tier: 2,
    referralRequests: true,
    phone: '5550000008',
  },
  {
    key: 'demo',
    email: 'demo@demo.portal',
    description: 'The demo user (/demologin)',
    firstName: 'Demo',
    lastName: 'User',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    demoUser: true,
    funded: true,
    phone: '5550000009',
  },
  {
    key: 'totp',
    email: 'totp@demo.portal',
    description: `Authenticator 2FA at login and on every flow (secret ${DEMO_TOTP_SECRET})`,
    firstName: 'Tom',
    lastName: 'Otp',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    loginSecondFactor: 'Google Authentication',
    funded: true,
    phone: '5550000010',
  },
  {
    key: 'sms',
    email: 'sms@demo.portal',
    description: 'SMS 2FA at login and on every flow (codes in the outbox)',
    firstName: 'Sam',
    lastName: 'Texto',
    account: 'Personal',
    accountType: 'Wallet',
    kyc: 'Approved',
    vipUser: 'No',
    tier: 0,
    loginSecondFactor: 'SMS OTP Authentication',
    funded: true,
    phone: '5550000011',
  },
];
