import { commands } from '../src/cli/commands/index';
import { call, login, makeUser, useHarness } from './support/harness';

// Contract 1.1: the deposit list answers the spec's whole array without a query string, and one page with
// ?page=&size= (+ status filter) plus paging.total.
const h = useHarness();

const withDeposits = async (n: number) => {
  const user = await makeUser(h, { kyc: 'Approved' });
  await commands.find((c) => c.name === 'transactions')!.run(h.database.db, [user.email, String(n)]);
  return (await login(h, user.email)).jwt_token;
};
const deposits = (token: string, query = '') =>
  call(h, 'GET', `user/deposit/getDepositFund${query}`, { token });

test('without a query string: every row, newest first, no paging field', async () => {
  const token = await withDeposits(5);
  const { json } = await deposits(token);
  expect(json.data).toHaveLength(5);
  expect(json.paging).toBeUndefined();
  const ids = json.data.map((row: { depositfund_id: string }) => Number(row.depositfund_id));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
});

test('page and size: that slice of the same order, with the total', async () => {
  const token = await withDeposits(5);
  const all = (await deposits(token)).json.data;
  const { json } = await deposits(token, '?page=2&size=2');
  expect(json.data).toEqual(all.slice(2, 4));
  expect(json.paging).toEqual({ page: 2, size: 2, total: 5 });
  const last = (await deposits(token, '?page=3&size=2')).json;
  expect(last.data).toEqual(all.slice(4));
});

test('status filters the rows and the total', async () => {
  const token = await withDeposits(3);
  expect((await deposits(token, '?page=1&size=10&status=Completed')).json.paging.total).toBe(3);
  const failed = (await deposits(token, '?page=1&size=10&status=Failed')).json;
  expect(failed.data).toEqual([]);
  expect(failed.paging.total).toBe(0);
});

test('a bad page or size is a 400 naming it', async () => {
  const token = await withDeposits(1);
  expect((await deposits(token, '?page=0&size=2')).json.message).toContain('page must be a whole number');
  expect((await deposits(token, '?page=1&size=501')).status).toBe(400);
  expect((await deposits(token, '?page=1&size=501')).json.message).toContain('size must be at most 500');
  expect((await deposits(token, '?page=1')).json.message).toContain('page and size go together');
});

test('the whole list is streamed in batches of 500 and equals its pages, in order, nothing twice', async () => {
  const token = await withDeposits(1_203);
  const { json, response } = await deposits(token);
  expect(response.headers['content-type']).toContain('application/json');
  expect(json.code).toBe('200');
  expect(json.data).toHaveLength(1_203);
  const pages = [];
  for (const page of [1, 2, 3]) pages.push(...(await deposits(token, `?page=${page}&size=500`)).json.data);
  expect(json.data).toEqual(pages);
  const ids = json.data.map((row: { depositfund_id: string }) => Number(row.depositfund_id));
  expect(new Set(ids).size).toBe(1_203);
});

test('a user without deposits gets an empty streamed list', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { json } = await deposits((await login(h, user.email)).jwt_token);
  expect(json).toEqual({ code: '200', message: 'Success', data: [] });
});

test('the fiat balance sheet (GetAllInternal) pages like the deposits; without a query string it is whole', async () => {
  const token = await withDeposits(7);
  const ledger = (query = '') => call(h, 'GET', `user/account/GetAllInternal${query}`, { token });
  const all = (await ledger()).json;
  expect(all.paging).toBeUndefined();
  expect(all.data.length).toBeGreaterThanOrEqual(7);
  const page = (await ledger('?page=2&size=3')).json;
  expect(page.data).toEqual(all.data.slice(3, 6));
  expect(page.paging).toEqual({ page: 2, size: 3, total: all.data.length });
  expect((await ledger('?page=1')).json.message).toContain('page and size go together');
  // Another user's ledger never shows: a fresh user has none.
  const stranger = await makeUser(h, { kyc: 'Approved' });
  const theirs = await call(h, 'GET', 'user/account/GetAllInternal?page=1&size=50', {
    token: (await login(h, stranger.email)).jwt_token,
  });
  expect(theirs.json.paging.total).toBe(0);
});
