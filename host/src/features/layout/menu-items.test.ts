import type { AccessUser } from '../../lib/access-user';
import { flattenMenu, isMenuLinkActive, lockedAreas, lockedLabelOf, menuFor } from './menu-items';

const base: AccessUser = {
  account: 'Personal',
  account_type: 'Other',
  is_access_dashboard: true,
  is_one_share_holder: 'No',
  vip_user: 'No',
  tier: 0,
  kyc_status: 'Approved',
};
const labels = (user: AccessUser) =>
  flattenMenu(menuFor(user)).map((item) => item.label.replace('menu.', ''));
const target = (user: AccessUser, label: string) =>
  flattenMenu(menuFor(user)).find((item) => item.label === `menu.${label}`)?.to;

describe('menuFor', () => {
  it('shows the full menu to an approved personal customer (no shareholders, no referral)', () => {
    expect(labels(base)).toEqual([
      'dashboard',
      'iban',
      'fiat',
      'crypto',
      'myCards',
      'topUpCard',
      'topUpTransactions',
      'usageTransactions',
      'cryptoExchange',
      'fiatTransactions',
      'cryptoTransactions',
      'activityLogs',
      'news',
    ]);
  });

  it('shows Share Holders only to corporate, multi-shareholder, non-VIP accounts', () => {
    expect(labels({ ...base, account: 'Corporate' })).toContain('shareholders');
    expect(labels({ ...base, account: 'Corporate', is_one_share_holder: 'Yes' })).not.toContain(
      'shareholders',
    );
    expect(labels({ ...base, account: 'Corporate', vip_user: 'Yes' })).not.toContain('shareholders');
  });

  it('keeps only the non-dashboard items without is_access_dashboard', () => {
    expect(labels({ ...base, account: 'Corporate', is_access_dashboard: false })).toEqual([
      'shareholders',
      'cryptoExchange',
      'fiatTransactions',
      'cryptoTransactions',
    ]);
  });

  it('hides dashboard, card, fiat, crypto, exchange and transactions for Bank accounts', () => {
    expect(labels({ ...base, account_type: 'Bank' })).toEqual(['iban', 'activityLogs', 'news']);
  });

  it('hides the IBAN link for CryptoExchange accounts', () => {
    expect(labels({ ...base, account_type: 'CryptoExchange' })).not.toContain('iban');
  });

  it('hides accounts, exchange and transactions for VIP; referral only at tier 2', () => {
    expect(labels({ ...base, vip_user: 'Yes', tier: 1 })).toEqual([
      'dashboard',
      'myCards',
      'topUpCard',
      'topUpTransactions',
      'usageTransactions',
      'activityLogs',
      'news',
    ]);
    expect(labels({ ...base, vip_user: 'Yes', tier: 2 })).toContain('referral');
  });

  it('sends the KYC-gated links to /verify-your-account until KYC is Approved', () => {
    const pending = { ...base, kyc_status: 'Pending' };
    for (const label of [
      'iban',
      'fiat',
      'crypto',
      'myCards',
      'topUpCard',
      'topUpTransactions',
      'usageTransactions',
      'cryptoExchange',
      'fiatTransactions',
      'cryptoTransactions',
    ]) {
      expect(target(pending, label)).toBe('/verify-your-account');
    }
    expect(target({ ...pending, vip_user: 'Yes', tier: 2 }, 'referral')).toBe('/verify-your-account');
    expect(target(pending, 'news')).toBe('/news');
    expect(target(base, 'fiat')).toBe('/fiat');
  });

  it('marks items active on their own path and the listed sub-paths', () => {
    const links = flattenMenu(menuFor(base));
    const active = (path: string) =>
      links.filter((item) => isMenuLinkActive(item, path)).map((item) => item.to);
    expect(active('/fiat-incoming-transfers')).toEqual(['/fiat']);
    expect(active('/card-settings/4')).toEqual(['/my-cards']);
    expect(active('/wallets-deposit-transaction')).toEqual(['/crypto']);
    expect(active('/transactions-details')).toEqual(['/fiat-transactions']);
    expect(active('/task')).toEqual(['/dashboard']);
    expect(active('/news-details/2')).toEqual(['/news']);
  });

  it('marks the KYC-gated links as locked, each with the page it stands for', () => {
    const pending = flattenMenu(menuFor({ ...base, kyc_status: 'Pending' }));
    expect(pending.find((item) => item.label === 'menu.myCards')?.locked).toBe('/my-cards');
    expect(pending.find((item) => item.label === 'menu.news')?.locked).toBeUndefined();
    expect(flattenMenu(menuFor(base)).some((item) => item.locked)).toBe(false);
  });

  it('highlights only the current page: no locked link is active on Verify Your Account', () => {
    const pending = flattenMenu(menuFor({ ...base, kyc_status: 'Pending' }));
    expect(pending.filter((item) => isMenuLinkActive(item, '/verify-your-account'))).toEqual([]);
    expect(pending.filter((item) => isMenuLinkActive(item, '/dashboard')).map((item) => item.label)).toEqual([
      'menu.dashboard',
    ]);
  });

  it('names the top-level entries that hold a locked link, and the link of a locked page', () => {
    const pending = menuFor({ ...base, kyc_status: 'Pending' });
    expect(lockedAreas(pending)).toEqual([
      'menu.accounts',
      'menu.card',
      'menu.cryptoExchange',
      'menu.transactions',
    ]);
    expect(lockedAreas(menuFor(base))).toEqual([]);
    expect(lockedAreas(menuFor({ ...base, kyc_status: 'Pending', vip_user: 'Yes', tier: 2 }))).toEqual([
      'menu.card',
      'menu.referral',
    ]);
    expect(lockedLabelOf(pending, '/top-up-card')).toBe('menu.topUpCard');
    expect(lockedLabelOf(pending, '/card-settings/7')).toBe('menu.myCards');
    expect(lockedLabelOf(pending, '/news')).toBeUndefined();
    expect(lockedLabelOf(pending, undefined)).toBeUndefined();
  });
});
