import { and, eq } from 'drizzle-orm';
import { ledgerAccounts } from '../src/db/schema/index';
import { balanceOf, houseAccount, move, trialBalance } from '../src/ledger/index';
import { call, login, makeUser, useHarness } from './support/harness';

const h = useHarness();
const accountOf = async (userId: number, kind: string, currency: string) =>
  (
    await h.database.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0]!;
const fund = (accountId: number, currency: string, amount: string) =>
  h.database.db.transaction(async (tx) => {
    await move(tx, {
      from: await houseAccount(tx, 'external', currency),
      to: accountId,
      amount,
      reference: `T-${accountId}`,
      kind: 'test',
    });
  });

const setup = async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  const token = (await login(h, user.email)).jwt_token;
  const usd = await accountOf(user.id, 'fiat', 'USD');
  const btc = await accountOf(user.id, 'crypto', 'BTC');
  const eth = await accountOf(user.id, 'crypto', 'ETH');
  await fund(usd.id, 'USD', '10000');
  await fund(btc.id, 'BTC', '1');
  return { user, token, usd, btc, eth };
};
const withAddress = (id: number) =>
  h.database.db
    .update(ledgerAccounts)
    .set({ walletAddress: `0x${String(id).padStart(40, '0')}` })
    .where(eq(ledgerAccounts.id, id));
const balanced = async () => {
  for (const total of Object.values(await trialBalance(h.database.db))) expect(Number(total)).toBe(0);
};

test('buy: preview, limits, wallet address, then fiat → crypto with the site fee to the house', async () => {
  const { token, usd, btc } = await setup();
  const body = { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '1000' };
  const preview = (await call(h, 'POST', 'user/cryptoexchange/getcryptoratesBuy', { token, body })).json.data;
  expect(preview).toMatchObject({
    debit_amount: '1000.00',
    fees: '10.00',
    debit_currency: 'USD',
    credit_currency: 'BTC',
  });
  expect(
    (
      await call(h, 'POST', 'user/cryptoexchange/getcryptoratesBuy', {
        token,
        body: { ...body, buy_amount: '1' },
      })
    ).json.message,
  ).toBe('Minimum Amount is 10 USD');
  expect(
    (
      await call(h, 'POST', 'user/cryptoexchange/getcryptoratesBuy', {
        token,
        body: { ...body, buy_amount: '0' },
      })
    ).json.code,
  ).toBe('400');
  expect(
    (await call(h, 'POST', 'user/cryptoexchange/submitexchangebuy', { token, body })).json.data
      .error_display_details,
  ).toBe('Please generate your crypto wallet to proceed.');
  await withAddress(btc.id);
  const fees = await houseAccount(h.database.db, 'fees', 'USD');
  const feesBefore = (await balanceOf(h.database.db, fees)).balance;
  const done = (await call(h, 'POST', 'user/cryptoexchange/submitexchangebuy', { token, body })).json;
  expect(done.data).toMatchObject({
    success_display_debit_amount: '1000.00',
    success_display_debit_currency: 'USD',
    success_display_credit_currency: 'BTC',
  });
  expect((await balanceOf(h.database.db, usd.id)).available).toBe('9000.00000000');
  expect(Number((await balanceOf(h.database.db, fees)).balance) - Number(feesBefore)).toBe(10);
  expect(Number((await balanceOf(h.database.db, btc.id)).balance)).toBeCloseTo(
    1 + Number(done.data.success_display_credit_amount),
    8,
  );
  const tooMuch = await call(h, 'POST', 'user/cryptoexchange/submitexchangebuy', {
    token,
    body: { ...body, buy_amount: '50000' },
  });
  expect(tooMuch.json).toMatchObject({ code: '402', data: { error_display_details: 'Not enough balance' } });
  const all = (await call(h, 'GET', 'user/cryptoexchange/GetAllCryptoExchange', { token })).json.data;
  expect(all.buyselltra[0]).toMatchObject({
    exchange_type: 'Buy',
    exchnage_pair: 'USD|BTC',
    transfer_status: 'Completed',
    fiat_amount: '1000.00000000',
  });
  expect(all).toMatchObject({ buyotp: 'none', sellotp: 'none', swapotp: 'none' });
  await balanced();
});

test('sell and swap move money with fees; same coin refused; min in crypto units', async () => {
  const { token, usd, btc, eth } = await setup();
  await withAddress(btc.id);
  const sell = { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '0.1' };
  const preview = (await call(h, 'POST', 'user/cryptoexchange/getcryptoratesSell', { token, body: sell }))
    .json.data;
  expect(
    (await call(h, 'POST', 'user/cryptoexchange/submitexchangesell', { token, body: sell })).json.code,
  ).toBe('200');
  expect((await balanceOf(h.database.db, btc.id)).available).toBe('0.90000000');
  expect(Number((await balanceOf(h.database.db, usd.id)).available)).toBeCloseTo(
    10000 + Number(preview.credit_amount),
    0,
  );
  expect(
    (
      await call(h, 'POST', 'user/cryptoexchange/getcryptoratesSell', {
        token,
        body: { ...sell, buy_amount: '0.00000001' },
      })
    ).json.message,
  ).toMatch(/^Minimum Amount is 0\.000\d+ BTC$/);
  const swap = { swap_from_crypto: btc.id, swap_to_crypto: eth.id, swap_amount: '0.2' };
  expect(
    (
      await call(h, 'POST', 'user/cryptoexchange/swap_preview', {
        token,
        body: { ...swap, swap_to_crypto: btc.id },
      })
    ).json.message,
  ).toBe('swap_to_crypto: Please Select Diffrent Crypto Currency for Swap');
  const swapPreview = (await call(h, 'POST', 'user/cryptoexchange/swap_preview', { token, body: swap })).json
    .data;
  expect(swapPreview).toMatchObject({
    debit_amount: '0.20000000',
    fees: '0.00200000',
    debit_currency: 'BTC',
    credit_currency: 'ETH',
  });
  expect(
    (await call(h, 'POST', 'user/cryptoexchange/swap_submit', { token, body: swap })).json.data
      .error_display_details,
  ).toBe('Please generate your both crypto wallet to proceed.');
  await withAddress(eth.id);
  const swapped = (await call(h, 'POST', 'user/cryptoexchange/swap_submit', { token, body: swap })).json.data;
  expect(swapped.success_display_fee_swap).toBe('0.00200000');
  expect((await balanceOf(h.database.db, btc.id)).available).toBe('0.70000000');
  expect((await balanceOf(h.database.db, eth.id)).available).toBe(swapped.success_display_credit_amount_swap);
  expect(
    (await call(h, 'GET', 'user/cryptoexchange/GetAllCryptoExchange', { token })).json.data.swaptra[0],
  ).toMatchObject({ coin_code: 'BTC', to_coin_code: 'ETH', swap_status: 'Completed' });
  await balanced();
});

test("another user's wallet or account is refused and nothing moves", async () => {
  const { usd, btc } = await setup();
  const other = await makeUser(h, { kyc: 'Approved' });
  const otherToken = (await login(h, other.email)).jwt_token;
  const otherUsd = await accountOf(other.id, 'fiat', 'USD');
  await withAddress(btc.id);
  for (const body of [
    { buy_crypto: btc.id, buy_account: otherUsd.id, buy_amount: '100' },
    { buy_crypto: (await accountOf(other.id, 'crypto', 'BTC')).id, buy_account: usd.id, buy_amount: '100' },
  ]) {
    expect(
      (await call(h, 'POST', 'user/cryptoexchange/submitexchangesell', { token: otherToken, body })).status,
    ).toBe(404);
    expect(
      (await call(h, 'POST', 'user/cryptoexchange/submitexchangebuy', { token: otherToken, body })).status,
    ).toBe(404);
  }
  expect((await balanceOf(h.database.db, usd.id)).available).toBe('10000.00000000');
  expect((await balanceOf(h.database.db, btc.id)).available).toBe('1.00000000');
  expect(
    (await call(h, 'GET', 'user/cryptoexchange/GetAllCryptoExchange', { token: otherToken })).json.data
      .buyselltra,
  ).toEqual([]);
});
