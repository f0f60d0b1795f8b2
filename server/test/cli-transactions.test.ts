import { commands } from '../src/cli/commands/index';
import { call, login, makeUser, useHarness } from './support/harness';

// `admin transactions <e-mail> <n>`: the long-list data set of pnpm bench, reproducible by anyone.
const h = useHarness();
const run = (...args: string[]) => commands.find((c) => c.name === 'transactions')!.run(h.database.db, args);

test('creates N completed deposits that the deposit list and the balance show', async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const { jwt_token } = await login(h, user.email);
  expect(await run(user.email, '3', 'USD')).toBe(`3 completed USD deposits created for ${user.email}`);
  const list = (await call(h, 'GET', 'user/deposit/getDepositFund', { token: jwt_token })).json;
  expect(list.data).toHaveLength(3);
  expect(
    list.data.every(
      (row: { withdraw_status: string; account_currency_type: string }) =>
        row.withdraw_status === 'Completed' && row.account_currency_type === 'USD',
    ),
  ).toBe(true);
  const credited = list.data.reduce(
    (sum: number, row: { finaljama: string }) => sum + Number(row.finaljama),
    0,
  );
  const accounts = (await call(h, 'GET', 'user/account/getuseraccoundsbyid', { token: jwt_token })).json.data;
  const usd = accounts.find((a: { account_currency_type: string }) => a.account_currency_type === 'USD');
  expect(Number(usd.available_balance)).toBeCloseTo(credited, 2);
});

test('refuses a bad count, currency or user', async () => {
  const user = await makeUser(h, {});
  await expect(run(user.email, '0')).rejects.toThrow('count must be');
  await expect(run(user.email, '2', 'BTC')).rejects.toThrow('currency must be');
  await expect(run('nobody@test.portal', '2')).rejects.toThrow('no user');
});
