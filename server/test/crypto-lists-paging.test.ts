import { cryptoAddresses, exchangeOrders } from '../src/db/schema/index';
import { call, login, makeUser, useHarness } from './support/harness';

// Contract 1.2 on the /crypto-transactions bundle: ?list= with page/size, from/to (UTC days, inclusive) and coin,
// all in SQL; without a query string the bundle answers as the spec calls it.
const h = useHarness();
const db = () => h.database.db;
type Row = Record<string, string>;

/** n trades, one a day from 2026-01-01 at 23:30 UTC, BTC on even days and ETH on odd ones; two deposit
 * addresses; a stranger with a trade of its own. */
const withHistory = async (n: number) => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const stranger = await makeUser(h, { kyc: 'Approved' });
  const trade = (userId: number, i: number) => ({
    userId,
    status: 'Completed',
    reference: `BY-${userId}-${i}`,
    exchangeType: 'Buy',
    exchnagePair: `USD|${i % 2 ? 'ETH' : 'BTC'}`,
    fiatAccountId: 1,
    walletId: 1,
    fiatAmount: '10',
    cryptoAmount: '0.001',
    rate: '10000',
    createdAt: new Date(Date.UTC(2026, 0, 1 + i, 23, 30)),
  });
  for (let i = 0; i < n; i += 1) await db().insert(exchangeOrders).values(trade(user.id, i));
  await db().insert(exchangeOrders).values(trade(stranger.id, 0));
  await db()
    .insert(cryptoAddresses)
    .values(
      [0, 1].map((i) => ({
        userId: user.id,
        walletId: 1,
        direction: 'deposit',
        walletAddress: `bc1q${i}`,
        status: 'Approved',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  return { token: (await login(h, user.email)).jwt_token, user };
};
const bundle = (token: string, query = '') =>
  call(h, 'GET', `user/cryptoexchange/GetAllCryptoTransaction${query}`, { token });

test('without a query string: every list as before, no paging', async () => {
  const { token } = await withHistory(6);
  const { json } = await bundle(token);
  expect(json.data.buyselltra).toHaveLength(6);
  expect(json.data.depoaddress).toHaveLength(2);
  expect(json.paging).toBeUndefined();
});

test('?list= fills only that list; page 2 of size 5 with the total, newest first', async () => {
  const { token, user } = await withHistory(12);
  const { json } = await bundle(token, '?list=buyselltra&page=2&size=5');
  expect(json.paging).toEqual({ page: 2, size: 5, total: 12 });
  expect(json.data.buyselltra.map((r: Row) => r.transaction_hash)).toEqual(
    [6, 5, 4, 3, 2].map((i) => `BY-${user.id}-${i}`),
  );
  expect(json.data.depoaddress).toEqual([]);
  expect(json.data.withdrawtransaction).toEqual([]);
  const addresses = (await bundle(token, '?list=depoaddress&page=1&size=5')).json;
  expect(addresses.paging.total).toBe(2);
  expect(addresses.data.buyselltra).toEqual([]);
});

test("coin and inclusive UTC days filter in SQL; a stranger's rows never show", async () => {
  const { token, user } = await withHistory(10);
  const eth = (await bundle(token, '?list=buyselltra&coin=ETH&page=1&size=50')).json;
  expect(eth.paging.total).toBe(5);
  expect(eth.data.buyselltra.every((r: Row) => r.exchnage_pair === 'USD|ETH')).toBe(true);
  const days = (
    await bundle(token, '?list=buyselltra&from=2026-01-03&to=2026-01-05')
  ).json.data.buyselltra.map((r: Row) => r.transaction_hash);
  expect(days).toEqual([4, 3, 2].map((i) => `BY-${user.id}-${i}`));
  const all = (await bundle(token, '?coin=BTC')).json.data.buyselltra;
  expect(all.every((r: Row) => (r.transaction_hash ?? '').startsWith(`BY-${user.id}-`))).toBe(true);
});

test('a malformed query is a 400 naming the field', async () => {
  const { token } = await withHistory(1);
  for (const [query, field] of [
    ['?list=all', 'list'],
    ['?from=2026-02-30x', 'from'],
    ['?coin=btc', 'coin'],
    ['?page=1&size=5', 'page and size need list'],
    ['?list=swaptra&page=1&size=501', 'size'],
  ]) {
    const { status, json } = await bundle(token, query);
    expect(status).toBe(400);
    expect(json.message).toContain(field);
  }
});
