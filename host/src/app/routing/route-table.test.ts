import { REMOTE_NAMES } from '@portal/shared';
import { remoteOwnedPaths, routeTable } from './route-table';

describe('route table', () => {
  it('lists every path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every remote at least one route', () => {
    for (const remote of REMOTE_NAMES) expect(remoteOwnedPaths(remote).length).toBeGreaterThan(0);
  });

  it('keeps the spec 01 §2.3 list reachable before KYC approval', () => {
    const beforeApproval = [
      '/dashboard',
      '/profile',
      '/editprofile',
      '/users-activity-logs',
      '/news',
      '/news-details/:id',
      '/faq',
      '/terms',
      '/privacypolicy',
      '/contact-us',
      '/verify-your-account',
    ];
    for (const path of beforeApproval)
      expect(routeTable.find((entry) => entry.path === path)?.access).toBe('session');
  });

  it('requires KYC approval for money, card and exchange screens', () => {
    for (const path of [
      '/fiat',
      '/crypto',
      '/my-cards',
      '/top-up-card',
      '/crypto-exchanges',
      '/fiat-transactions',
      '/refer',
    ]) {
      expect(routeTable.find((entry) => entry.path === path)?.access).toBe('kyc');
    }
  });
});
