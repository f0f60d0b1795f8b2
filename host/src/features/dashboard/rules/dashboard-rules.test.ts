import {
  dashboardWidgets,
  opensIbanKycAutomatically,
  showsReferralBox,
  type DashboardUser,
} from './dashboard-rules';

const personal: DashboardUser = {
  account: 'Personal',
  account_type: 'Wallet',
  vip_user: 'No',
  tier: 0,
  iban_form_status: null,
};
const names = (user: DashboardUser) =>
  dashboardWidgets(user).map((widget) => `${widget.remote}:${widget.name}`);
const WALLETS = [
  'wallets:WalletCards',
  'wallets:FiatTransactionsTable',
  'wallets:CryptoAccountsTable',
  'exchange:BuySellTable',
  'exchange:SwapTable',
];

describe('dashboard composition (spec 01 §2.7)', () => {
  it.each<[string, DashboardUser]>([
    ['personal', personal],
    ['corporate', { ...personal, account: 'Corporate' }],
    ['CryptoExchange', { ...personal, account_type: 'CryptoExchange' }],
    ['VIP tier 2', { ...personal, vip_user: 'Yes', tier: 2 }],
    ['tier 1 without VIP', { ...personal, tier: 1 }],
  ])('a %s customer sees the wallet cards and the four tables, no referral box', (_label, user) => {
    expect(names(user)).toEqual(WALLETS);
  });

  it('a VIP at tier 1 sees the referral box first', () => {
    const vip1 = { ...personal, vip_user: 'Yes', tier: 1 };
    expect(showsReferralBox(vip1)).toBe(true);
    expect(names(vip1)).toEqual(['account:ReferralLinkBox', ...WALLETS]);
  });
});

describe('IBAN KYC modal condition (spec 01 §4)', () => {
  it.each<[string, Partial<DashboardUser>, boolean]>([
    ['Personal, not CryptoExchange, form not sent, not VIP', {}, true],
    ['a Rejected form', { iban_form_status: 'Rejected' }, true],
    ['a Pending form', { iban_form_status: 'Pending' }, true],
    ['a Bank account (not CryptoExchange)', { account_type: 'Bank' }, true],
    ['an Approved form', { iban_form_status: 'Approved' }, false],
    ['a CryptoExchange account', { account_type: 'CryptoExchange' }, false],
    ['a VIP', { vip_user: 'Yes', tier: 1 }, false],
    ['a Corporate account', { account: 'Corporate' }, false],
  ])('%s → %s', (_label, change, expected) => {
    expect(opensIbanKycAutomatically({ ...personal, ...change })).toBe(expected);
  });
});
