import { commands } from '../src/cli/commands/index';
import { add, balanceOf, dec, trialBalance } from '../src/ledger/index';
import { call, login, makeUser, useHarness } from './support/harness';
import { accountOf } from './wallets-kit';

// `admin statement-rows <e-mail> <n>`: the statement bench's rows, booked in one SQL statement, balance like the
// ledger's own postings (the statement over the year ends on the wallet's balance, the books stay balanced).
const h = useHarness();
const run = (...args: string[]) =>
  commands.find((c) => c.name === 'statement-rows')!.run(h.database.db, args);

test('books N deposits over the last year that the statement and the balance agree on', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token: token } = await login(h, user.email);
  expect(await run(user.email, '40', 'USD')).toBe(
    `40 USD deposits booked on ${user.email}'s wallet over the last year`,
  );
  const usd = await accountOf(h, user.id, 'fiat', 'USD');
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const path = `user/statements/wallet/${usd.id}?from=${yearAgo}&to=${today}`;
  const s = (await call(h, 'GET', path, { token })).json.data;
  expect(s.movements).toBe(40);
  expect(s.opening_balance).toBe('0.00');
  const sum = s.rows.reduce((total: string, row: { amount: string }) => add(total, row.amount), '0');
  expect(dec(sum).eq(s.closing_balance)).toBe(true);
  expect(dec(s.closing_balance).eq((await balanceOf(h.database.db, usd.id)).balance)).toBe(true);
  for (const total of Object.values(await trialBalance(h.database.db))) expect(total).toBe('0.00000000');
});

test('refuses a bad count, currency or user', async () => {
  const user = await makeUser(h, {});
  await expect(run(user.email, '0')).rejects.toThrow('count must be');
  await expect(run(user.email, '2', 'BTC')).rejects.toThrow('currency must be');
  await expect(run('nobody@test.portal', '2')).rejects.toThrow('no user');
});
