import { priceOf } from '../src/adapters/market-prices';
import { dec, fmt } from '../src/ledger/index';
import { restoreClock, setClock } from './support/clock';
import { useHarness } from './support/harness';
import { funded, post, prepare } from './wallets-kit';

// Spec 03 §7/§9: getbaselimit answers the exchange limits — a buy's in the account's currency, the rest in coin
// units (USD base ÷ last price, 8 decimals, USDC ÷ 1) — and cryptoexchangerates per pair.
const h = useHarness();
beforeEach(() => prepare(h));
afterEach(restoreClock);

test('a coin answers buy, sell and swap limits in coin units and its price per fiat pair', async () => {
  setClock(Math.floor(Date.now() / 60_000) * 60_000 + 1000);
  const { token } = await funded(h);
  const btc = (await post(h, token, 'user/limits/getbaselimit', { coinname: 'BTC' })).json;
  expect(btc.code).toBe('200');
  const price = priceOf('BTC', 'USD');
  const inBtc = (usd: string) => fmt(dec(usd).div(price), 8);
  expect(btc.data).toMatchObject({
    minbuycryptolimit: inBtc('10'),
    maxbuycryptolimit: inBtc('100000'),
    minsellcryptolimit: inBtc('10'),
    maxsellcryptolimit: inBtc('100000'),
    minswapcryptolimit: inBtc('10'),
    maxswapcryptolimit: inBtc('100000'),
  });
  expect(btc.data.minsellcryptolimit).toMatch(/^0\.\d{8}$/);
  expect(btc.data.cryptoexchangerates).toEqual([
    { pair: 'BTC/USD', last_price: price },
    { pair: 'BTC/EUR', last_price: priceOf('BTC', 'EUR') },
  ]);
  const usdc = (await post(h, token, 'user/limits/getbaselimit', { coinname: 'usdc' })).json.data;
  expect(usdc).toMatchObject({ minsellcryptolimit: '10.00000000', maxswapcryptolimit: '100000.00000000' });
});

test("a fiat currency keeps its fields and adds the buy limits in that currency and every coin's price", async () => {
  const { token } = await funded(h);
  const usd = (await post(h, token, 'user/limits/getbaselimit', { coinname: 'USD' })).json.data;
  expect(usd).toMatchObject({ minbuycryptolimit: '10.00', maxbuycryptolimit: '100000.00' });
  expect(usd.minbuydepositlimit).toBeDefined();
  expect(usd.cryptoexchangerates.map((r: { pair: string }) => r.pair)).toEqual([
    'BTC/USD',
    'ETH/USD',
    'USDT/USD',
    'USDC/USD',
  ]);
  expect((await post(h, token, 'user/limits/getbaselimit', { coinname: 'EUR' })).json.data).toMatchObject({
    minbuycryptolimit: '9.20',
    maxbuycryptolimit: '92000.00',
  });
  const unknown = await post(h, token, 'user/limits/getbaselimit', { coinname: 'DOGE' });
  expect(unknown.json.code).toBe('404');
});
