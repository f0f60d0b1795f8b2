import { prepare, funded, accountOf, available, expectBooksBalanced, get, post } from './wallets-kit';
import { useHarness } from './support/harness';

const h = useHarness();
beforeEach(() => prepare(h));

test('accounts: USD first then EUR, fees, modes, countries; admin accounts EUR then USD', async () => {
  const { token } = await funded(h);
  const { json } = await get(h, token, 'user/account/getuseraccoundsbyid');
  expect(json.code).toBe('200');
  expect(json.data.map((a: { account_currency_type: string }) => a.account_currency_type)).toEqual([
    'USD',
    'EUR',
  ]);
  expect(json.data[0].available_balance).toBe('25000.00');
  expect(json).toMatchObject({ site_fees: '2', outgoingotp: 'none', internalotp: 'none', templatearray: [] });
  expect(json.getallcountry.length).toBeGreaterThan(10);
  const admin = await get(h, token, 'user/account/getadminaccoundsbyid');
  expect(admin.json.data.map((a: { account_currency_type: string }) => a.account_currency_type)).toEqual([
    'EUR',
    'USD',
  ]);
});

test('getbaselimit: limits, used amounts and fee percentages; unknown currency refused', async () => {
  const { token } = await funded(h);
  const { json } = await post(h, token, 'user/limits/getbaselimit', { coinname: 'EUR' });
  expect(json.data).toMatchObject({
    minbuydepositlimit: '10.00',
    maxbuydepositlimit: '50000.00',
    yearlydepositlimit: '250000.00',
    depositedamount: '0.00',
    minamount: '10.00',
    withdrawamount: '0.00',
    mininternal: '1.00',
    internalTransferFees: '1',
    withdrawalFees: '2',
  });
  expect((await post(h, token, 'user/limits/getbaselimit', {})).json).toMatchObject({
    code: '400',
    message: 'coinname: Currency is required',
  });
});

test('wallet → IBAN (fee 1 %) and IBAN → wallet; USD blocked; insufficient balance names the total', async () => {
  const { user, token } = await funded(h);
  const wallet = await accountOf(h, user.id, 'fiat', 'EUR');
  const iban = await accountOf(h, user.id, 'iban', 'EUR');
  const ok = await post(h, token, 'user/account/transfer-wallet-to-account', {
    transfer_currency: 'EUR',
    transfer_amount: '100.10',
  });
  expect(ok.json.code).toBe('200');
  expect(await available(h, wallet.id)).toBe('17898.90000000');
  expect(await available(h, iban.id)).toBe('9600.10000000');
  expect(
    (
      await post(h, token, 'user/account/transfer-wallet-to-account', {
        transfer_currency: 'USD',
        transfer_amount: '1',
      })
    ).json.message,
  ).toBe('Currently, USD transfer are not supported.');
  const tooMuch = await post(h, token, 'user/account/transfer-wallet-to-account', {
    transfer_currency: 'EUR',
    transfer_amount: '17800',
  });
  expect(tooMuch.json.message).toBe(
    'Insufficient balance in EUR virtual wallet. Total required (including fees): 17978.00 EUR.',
  );
  expect(
    (
      await post(h, token, 'user/account/transfer-wallet-to-account', {
        transfer_currency: 'EUR',
        transfer_amount: '-1',
      })
    ).json.code,
  ).toBe('400');
  const back = await post(h, token, 'user/account/transfer-account-to-wallet', {
    transfer_currency: 'EUR',
    transfer_amount: '50',
  });
  expect(back.json.code).toBe('200');
  expect(await available(h, iban.id)).toBe('9549.60000000');
  expect(
    (
      await post(h, token, 'user/account/transfer-account-to-wallet', {
        transfer_currency: 'EUR',
        transfer_amount: '99999',
      })
    ).json.message,
  ).toBe('Insufficient balance. Total required (including fees): 100998.99 EUR');
  const history = await get(h, token, 'user/account/get-iban-account-transaction-history');
  expect(history.json.data.EUR.map((r: { debit_credit: string }) => r.debit_credit)).toEqual([
    'DEBIT',
    'CREDIT',
  ]);
  expect((await get(h, token, 'user/account/get-user-iban-accounts-balance')).json.data).toEqual({
    eurAvailableBalance: '9549.60',
    usdAvailableBalance: '12000.00',
  });
  expect((await get(h, token, 'user/account/get-iban-bank-account')).json.data).toMatchObject({
    iban_swift_code: 'PORTGB2L',
    account_currency_type: 'EUR',
  });
  expect((await get(h, token, 'user/account/GetAllInternal')).json.data[0]).toMatchObject({
    type: 'Credit',
    transaction_type: 'IBAN to Virtual Wallet',
    amount: '50.00',
    currency_type: 'EUR',
  });
  await expectBooksBalanced(h);
});
