import { returnPathAfterSignIn, returnStateOf } from './return-path';

describe('where a sign-in continues', () => {
  it.each([
    ['/news-details/1', '/news-details/1'],
    ['/crypto-transactions?type=DepositAddress', '/crypto-transactions?type=DepositAddress'],
    ['/card-settings/7#limits', '/card-settings/7#limits'],
    ['/customer-list', '/customer-list'],
    ['/dashboard', '/dashboard'],
  ])('the signed-in page asked for: %s → %s', (from, expected) => {
    expect(returnPathAfterSignIn({ from })).toBe(expected);
  });

  it.each([
    ['no state', undefined],
    ['null state', null],
    ['a number', { from: 42 }],
    ['another site', { from: 'https://evil.example/steal' }],
    ['a protocol-relative URL', { from: '//evil.example/x' }],
    ['a backslash trick', { from: '/\\evil.example' }],
    ['a public screen', { from: '/register' }],
    ['the login screen itself', { from: '/login' }],
    ['an error page', { from: '/page-error-500' }],
    ['an unknown path', { from: '/no-such-page' }],
    ['a path without the leading slash', { from: 'fiat' }],
  ])('otherwise the dashboard: %s', (_label, state) => {
    expect(returnPathAfterSignIn(state)).toBe('/dashboard');
  });

  it('keeps the query and the hash of the page the visitor was on', () => {
    expect(returnStateOf({ pathname: '/fiat-transactions', search: '?type=Internal', hash: '#top' })).toEqual(
      { from: '/fiat-transactions?type=Internal#top' },
    );
  });
});
