import { priceOf } from '../src/adapters/market-prices';
import { historyTimes } from '../src/features/exchange/price-feed';
import { call, login, makeUser, PASSWORD, useHarness } from './support/harness';

// Issue 23 "Prices before the preview": the live prices and the chart come from the same feed as the quotes.
const h = useHarness();
const MINUTE = 60_000;

const customer = async () => {
  const user = await makeUser(h, { kyc: 'Approved' });
  return (await login(h, user.email, PASSWORD)).jwt_token;
};
const get = async (token: string | undefined, path: string) => call(h, 'GET', path, { token });

test('prices: every coin in the asked currency, 8-decimal prices of the feed at the current minute', async () => {
  const token = await customer();
  const { status, json } = await get(token, 'user/cryptoexchange/getprices?currency=EUR');
  expect(status).toBe(200);
  expect(json.code).toBe('200');
  const at = new Date(json.data.at);
  expect(at.getTime() % MINUTE).toBe(0);
  expect(Math.abs(Date.now() - at.getTime())).toBeLessThan(2 * MINUTE);
  expect(json.data.prices.map((p: { coin: string }) => p.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
  for (const p of json.data.prices) {
    expect(p.currency).toBe('EUR');
    expect(p.price).toBe(priceOf(p.coin, 'EUR', at));
    expect(p.change_percent).toMatch(/^-?\d+\.\d{2}$/);
  }
});

test('prices: one coin, USD by default', async () => {
  const token = await customer();
  const { json } = await get(token, 'user/cryptoexchange/getprices?coin=ETH');
  expect(json.data.prices).toHaveLength(1);
  expect(json.data.prices[0]).toMatchObject({ coin: 'ETH', currency: 'USD' });
  expect(json.data.prices[0].price).toMatch(/^\d+\.\d{8}$/);
});

test.each([
  ['24h', 97, 15],
  ['7d', 85, 120],
  ['30d', 91, 480],
])(
  'history %s: %i points on a %i-minute grid, each the feed price, low/high/change of them',
  async (range, count, step) => {
    const token = await customer();
    const path = `user/cryptoexchange/getpricehistory?coin=BTC&currency=USD&range=${range}`;
    const { status, json } = await get(token, path);
    expect(status).toBe(200);
    const data = json.data;
    expect(data).toMatchObject({ coin: 'BTC', currency: 'USD', range });
    expect(data.points).toHaveLength(count);
    const times = data.points.map((p: { at: string }) => new Date(p.at).getTime());
    for (let i = 1; i < times.length - 1; i += 1) expect(times[i] - times[i - 1]).toBe(step * MINUTE);
    expect(times[0] % (step * MINUTE)).toBe(0);
    for (const p of data.points) expect(p.price).toBe(priceOf('BTC', 'USD', new Date(p.at)));
    const prices = data.points.map((p: { price: string }) => Number(p.price));
    expect(Number(data.low)).toBe(Math.min(...prices));
    expect(Number(data.high)).toBe(Math.max(...prices));
    const first = prices[0];
    const last = prices[prices.length - 1];
    expect(Number(data.change_percent)).toBeCloseTo(((last - first) / first) * 100, 2);
  },
);

test('history is deterministic for a given minute: the grid does not move within a step', () => {
  const now = new Date(Date.UTC(2026, 10, 25, 20, 7, 30));
  const times = historyTimes('24h', now).map((t) => t.toISOString());
  expect(times[0]).toBe('2026-11-24T20:15:00.000Z');
  expect(times.at(-2)).toBe('2026-11-25T20:00:00.000Z');
  expect(times.at(-1)).toBe('2026-11-25T20:07:00.000Z');
  expect(historyTimes('24h', new Date(now.getTime() + 20_000)).map((t) => t.toISOString())).toEqual(times);
});

test.each([
  ['getprices?coin=DOGE', 'coin'],
  ['getprices?currency=GBP', 'currency'],
  ['getpricehistory?range=1y', 'range'],
  ['getpricehistory?coin=btc', 'coin'],
  ['getpricehistory?currency=', 'currency'],
])('%s is refused with 400 naming %s', async (path, field) => {
  const token = await customer();
  const { status, json } = await get(token, `user/cryptoexchange/${path}`);
  expect(status).toBe(400);
  expect(json.code).toBe('400');
  expect(json.message).toMatch(new RegExp(`^${field}: `));
  expect(json.data).toBeNull();
});

test.each(['getprices', 'getpricehistory'])('%s needs a signed-in customer', async (path) => {
  const { status, json } = await get(undefined, `user/cryptoexchange/${path}`);
  expect(status).toBe(401);
  expect(json.data ?? null).toBeNull();
});
