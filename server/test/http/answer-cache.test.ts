import { and, eq } from 'drizzle-orm';
import { ledgerAccounts } from '../../src/db/schema/index';
import { writeEpochOf } from '../../src/db/write-epoch';
import { call, login, makeUser, useHarness } from '../support/harness';

// Repeat reads may be answered from memory (PGlite) but never with anything a write has changed, and never with
// another user's answer. The same assertions run on PostgreSQL, where nothing is kept.
const h = useHarness();

const accounts = (token: string, query = '') =>
  call(h, 'GET', `user/account/getuseraccoundsbyid${query}`, { token });
const usd = (json: { data: { account_currency_type: string; account_balance: string }[] }) =>
  json.data.find((a) => a.account_currency_type === 'USD')!.account_balance;

test('a write (by anyone, outside any request) is seen by the next read', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  const first = (await accounts(jwt_token)).json;
  expect((await accounts(jwt_token)).json).toEqual(first);
  await h.database.db
    .update(ledgerAccounts)
    .set({ balance: '1234.50' })
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, user.id),
        eq(ledgerAccounts.currency, 'USD'),
        eq(ledgerAccounts.kind, 'fiat'),
      ),
    );
  expect(usd((await accounts(jwt_token)).json)).toBe('1234.50');
});

test('two users never share an answer', async () => {
  const [a, b] = [await makeUser(h, { kyc: 'Approved' }), await makeUser(h, { kyc: 'Approved' })];
  const [ta, tb] = [(await login(h, a.email)).jwt_token, (await login(h, b.email)).jwt_token];
  const emails = async (token: string) =>
    (await accounts(token)).json.data.map((row: { customer_email: string }) => row.customer_email);
  await emails(ta);
  expect(new Set(await emails(tb))).toEqual(new Set([b.email]));
  expect(new Set(await emails(ta))).toEqual(new Set([a.email]));
});

test('a session ended by logout stops working at once, even right after a remembered read', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  expect((await accounts(jwt_token)).status).toBe(200);
  expect((await accounts(jwt_token)).status).toBe(200);
  expect((await call(h, 'GET', 'user/auth/logout', { token: jwt_token })).status).toBe(200);
  expect((await accounts(jwt_token)).status).toBe(401);
});

test('?omit=getallcountry leaves the country list out; the spec call keeps it; a bad value is a 400 naming it', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  const full = (await accounts(jwt_token)).json;
  expect(full.getallcountry.length).toBeGreaterThan(100);
  const lean = await accounts(jwt_token, '?omit=getallcountry');
  expect('getallcountry' in lean.json).toBe(false);
  expect(lean.json.data).toEqual(full.data);
  expect(lean.json.templatearray).toEqual(full.templatearray);
  expect(JSON.stringify(lean.json).length).toBeLessThan(JSON.stringify(full).length / 4);
  const bad = await accounts(jwt_token, '?omit=data');
  expect(bad.status).toBe(400);
  expect(bad.json.message).toBe('omit: omit must be getallcountry');
});

test('PGlite tracks its writes; PostgreSQL, which may have other writers, does not', () => {
  expect(writeEpochOf(h.database.db) !== undefined).toBe(h.database.driver === 'pglite');
});
