import { authenticator } from 'otplib';
import { OTHER_OPERATION, setMode, type SecondFactorMode } from '../../src/security/second-factor';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-users';
import { call, lastCode, setUser, useHarness } from '../support/harness';
import { accountOf, available, funded, get, post, prepare } from '../wallets-kit';

// Spec 03 §4/§6: buy, sell and swap ask for the second factor of buyotp / sellotp / swapotp, over HTTP.
const h = useHarness();
beforeEach(() => prepare(h));

const trader = async (mode: SecondFactorMode) => {
  const a = await funded(h);
  for (const flow of ['buyotp', 'sellotp', 'swapotp'] as const)
    await setMode(h.database.db, a.user.id, flow, mode);
  await setUser(h, a.user.id, { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true });
  const usd = await accountOf(h, a.user.id, 'fiat', 'USD');
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  const eth = await accountOf(h, a.user.id, 'crypto', 'ETH');
  return {
    ...a,
    usd,
    btc,
    eth,
    order: { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '100' },
    swap: { swap_from_crypto: btc.id, swap_to_crypto: eth.id, swap_amount: '0.01' },
  };
};
const wrongCode = () =>
  String((Number(authenticator.generate(DEMO_TOTP_SECRET)) + 500000) % 1000000).padStart(6, '0');

test('the modes come with the exchange data', async () => {
  const t = await trader('SMS OTP Authentication');
  expect((await get(h, t.token, 'user/cryptoexchange/GetAllCryptoExchange')).json.data).toMatchObject({
    buyotp: 'SMS OTP Authentication',
    sellotp: 'SMS OTP Authentication',
    swapotp: 'SMS OTP Authentication',
  });
});

test('authenticator: buy needs a code, refuses a wrong one and goes through with the right one', async () => {
  const t = await trader('Google Authentication');
  expect((await post(h, t.token, 'user/cryptoexchange/submitexchangebuy', t.order)).json.message).toMatch(
    /google authetication code/,
  );
  expect(
    (await post(h, t.token, 'user/cryptoexchange/submitexchangebuy', { ...t.order, auth_code: wrongCode() }))
      .json.message,
  ).toBe('Invalid verification code.');
  expect(await available(h, t.usd.id)).toBe('25000.00000000');
  const done = await post(h, t.token, 'user/cryptoexchange/submitexchangebuy', {
    ...t.order,
    auth_code: authenticator.generate(DEMO_TOTP_SECRET),
  });
  expect(done.json.code).toBe('200');
  expect(await available(h, t.usd.id)).toBe('24900.00000000');
});

test('SMS: the code sent after the sell preview is bound to that amount and is single-use', async () => {
  const t = await trader('SMS OTP Authentication');
  const sell = { ...t.order, buy_amount: '0.01' };
  await post(h, t.token, 'user/cryptoexchange/getcryptoratesSell', sell);
  expect((await get(h, t.token, 'user/auth/sendandcheckotp')).json.code).toBe('200');
  const code = await lastCode(h, `+44${t.user.phoneNumber}`);
  expect(
    (
      await post(h, t.token, 'user/cryptoexchange/submitexchangesell', {
        ...sell,
        buy_amount: '0.5',
        smscode: code,
      })
    ).json.message,
  ).toBe(OTHER_OPERATION);
  expect(await available(h, t.btc.id)).toBe('0.75000000');
  expect(
    (await post(h, t.token, 'user/cryptoexchange/submitexchangesell', { ...sell, smscode: code })).json.code,
  ).toBe('200');
  expect(await available(h, t.btc.id)).toBe('0.74000000');
  expect(
    (await post(h, t.token, 'user/cryptoexchange/submitexchangesell', { ...sell, smscode: code })).json
      .message,
  ).toBe('Invalid verification code.');
});

test('none: a swap goes through without a code', async () => {
  const t = await trader('none');
  const done = await post(h, t.token, 'user/cryptoexchange/swap_submit', t.swap);
  expect(done.json.code).toBe('200');
  expect(await available(h, t.btc.id)).toBe('0.74000000');
});

test('five wrong codes on a swap lock the second factor, even for the right code, and nothing moves', async () => {
  const t = await trader('Google Authentication');
  for (let i = 0; i < 4; i += 1)
    expect(
      (await post(h, t.token, 'user/cryptoexchange/swap_submit', { ...t.swap, auth_code: wrongCode() })).json
        .message,
    ).toBe('Invalid verification code.');
  expect(
    (await post(h, t.token, 'user/cryptoexchange/swap_submit', { ...t.swap, auth_code: wrongCode() })).json
      .message,
  ).toMatch(/locked until .* \(15 minutes\)/);
  const right = await call(h, 'POST', 'user/cryptoexchange/swap_submit', {
    token: t.token,
    body: { ...t.swap, auth_code: authenticator.generate(DEMO_TOTP_SECRET) },
  });
  expect(right.json.message).toMatch(/locked/);
  expect(await available(h, t.btc.id)).toBe('0.75000000');
});
