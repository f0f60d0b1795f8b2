import { priceOf } from '../src/adapters/market-prices';
import { QUOTE_EXPIRED, QUOTE_MISMATCH } from '../src/features/exchange/quote-token';
import { restoreClock, setClock } from './support/clock';
import { useHarness } from './support/harness';
import { accountOf, available, expectBooksBalanced, funded, post, prepare } from './wallets-kit';

// A preview is a quote (ARCHITECTURE "## remote-exchange"): honoured until it expires, refused after, and
// never charged at a price the customer was not shown.
const h = useHarness();
beforeEach(() => prepare(h));
afterEach(restoreClock);

/** Half a minute into a minute whose next minute has another BTC price. */
const movingMinute = () => {
  let at = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
  while (priceOf('BTC', 'USD', new Date(at)) === priceOf('BTC', 'USD', new Date(at + 60_000))) at += 60_000;
  return at;
};

const order = async () => {
  const a = await funded(h);
  const usd = await accountOf(h, a.user.id, 'fiat', 'USD');
  const btc = await accountOf(h, a.user.id, 'crypto', 'BTC');
  return { ...a, usd, btc, body: { buy_crypto: btc.id, buy_account: usd.id, buy_amount: '500' } };
};

test('the preview says how long it holds; within that time the quoted price is charged though the market moved', async () => {
  const start = movingMinute();
  const o = await order();
  setClock(start);
  const btcBefore = await available(h, o.btc.id);
  const preview = (await post(h, o.token, 'user/cryptoexchange/getcryptoratesBuy', o.body)).json.data;
  expect(preview.quote_valid_seconds).toBe(60);
  expect(Date.parse(preview.quote_expires_at) - start).toBeGreaterThanOrEqual(60_000);
  expect(Date.parse(preview.quote_expires_at) - start).toBeLessThan(62_000);
  expect(preview.exchangerate).toBe(priceOf('BTC', 'USD', new Date(start)));
  setClock(start + 45_000);
  expect(priceOf('BTC', 'USD')).not.toBe(preview.exchangerate);
  const done = (
    await post(h, o.token, 'user/cryptoexchange/submitexchangebuy', {
      ...o.body,
      quote_token: preview.quote_token,
    })
  ).json;
  expect(done.code).toBe('200');
  expect(done.data.success_display_credit_amount).toBe(preview.credit_amount);
  expect(await available(h, o.btc.id)).toBe((Number(btcBefore) + Number(preview.credit_amount)).toFixed(8));
  await expectBooksBalanced(h);
});

test('after expiry the submit is refused (410) and nothing moves; a new preview then goes through', async () => {
  const start = movingMinute();
  const o = await order();
  setClock(start);
  const preview = (
    await post(h, o.token, 'user/cryptoexchange/getcryptoratesSell', { ...o.body, buy_amount: '0.05' })
  ).json.data;
  setClock(Date.parse(preview.quote_expires_at) + 1000);
  const late = await post(h, o.token, 'user/cryptoexchange/submitexchangesell', {
    ...o.body,
    buy_amount: '0.05',
    quote_token: preview.quote_token,
  });
  expect(late.json).toMatchObject({ code: '410', message: QUOTE_EXPIRED });
  expect(await available(h, o.btc.id)).toBe('0.75000000');
  const fresh = (
    await post(h, o.token, 'user/cryptoexchange/getcryptoratesSell', { ...o.body, buy_amount: '0.05' })
  ).json.data;
  expect(fresh.exchangerate).not.toBe(preview.exchangerate);
  const done = (
    await post(h, o.token, 'user/cryptoexchange/submitexchangesell', {
      ...o.body,
      buy_amount: '0.05',
      quote_token: fresh.quote_token,
    })
  ).json;
  expect(Number(done.data.success_display_credit_amount)).toBe(Number(fresh.credit_amount));
  expect(await available(h, o.btc.id)).toBe('0.70000000');
});

test('a quote is bound to its order, kind and user, and cannot be forged', async () => {
  const o = await order();
  const preview = (await post(h, o.token, 'user/cryptoexchange/getcryptoratesBuy', o.body)).json.data;
  const refused = async (path: string, body: object) =>
    expect((await post(h, o.token, path, body)).json).toMatchObject({ code: '400', message: QUOTE_MISMATCH });
  await refused('user/cryptoexchange/submitexchangebuy', {
    ...o.body,
    buy_amount: '5000',
    quote_token: preview.quote_token,
  });
  await refused('user/cryptoexchange/submitexchangesell', { ...o.body, quote_token: preview.quote_token });
  const [payload] = preview.quote_token.split('.');
  await refused('user/cryptoexchange/submitexchangebuy', { ...o.body, quote_token: `${payload}.forged` });
  const other = await funded(h);
  const otherBody = {
    ...o.body,
    buy_account: (await accountOf(h, other.user.id, 'fiat', 'USD')).id,
    buy_crypto: (await accountOf(h, other.user.id, 'crypto', 'BTC')).id,
  };
  expect(
    (
      await post(h, other.token, 'user/cryptoexchange/submitexchangebuy', {
        ...otherBody,
        quote_token: preview.quote_token,
      })
    ).json.message,
  ).toBe(QUOTE_MISMATCH);
  expect(await available(h, o.usd.id)).toBe('25000.00000000');
});

test('swap: the quoted rate is charged within the validity and refused after it', async () => {
  const start = movingMinute();
  const o = await order();
  setClock(start);
  const eth = await accountOf(h, o.user.id, 'crypto', 'ETH');
  const swap = { swap_from_crypto: o.btc.id, swap_to_crypto: eth.id, swap_amount: '0.1' };
  const preview = (await post(h, o.token, 'user/cryptoexchange/swap_preview', swap)).json.data;
  expect(preview.quote_valid_seconds).toBe(60);
  setClock(start + 59_000);
  const done = (
    await post(h, o.token, 'user/cryptoexchange/swap_submit', { ...swap, quote_token: preview.quote_token })
  ).json.data;
  expect(done.success_display_credit_amount_swap).toBe(preview.to_amount);
  const second = (await post(h, o.token, 'user/cryptoexchange/swap_preview', swap)).json.data;
  setClock(Date.parse(second.quote_expires_at) + 1000);
  expect(
    (await post(h, o.token, 'user/cryptoexchange/swap_submit', { ...swap, quote_token: second.quote_token }))
      .json.code,
  ).toBe('410');
  expect(await available(h, o.btc.id)).toBe('0.65000000');
});
