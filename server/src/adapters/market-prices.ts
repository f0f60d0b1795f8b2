import { dec, fmt } from '../ledger/decimal';

// Deterministic market prices: a seeded random walk per coin, one step per minute, so the same minute
// always gives the same price (tests and demos are reproducible; no outside service is called).

export type Coin = 'BTC' | 'ETH' | 'USDT' | 'USDC';
export type Fiat = 'USD' | 'EUR';

const BASE_USD: Record<Coin, string> = { BTC: '65000', ETH: '3200', USDT: '1', USDC: '1' };
const VOLATILITY: Record<Coin, number> = { BTC: 0.004, ETH: 0.005, USDT: 0.0002, USDC: 0 };
const EUR_PER_USD = '0.92';
const EPOCH = Date.UTC(2024, 0, 1);

/** Mulberry32: a tiny seeded PRNG. */
const prng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Walk factor at a minute: a bounded oscillation built from seeded steps of the last 60 minutes. */
const walkFactor = (coin: Coin, minute: number): number => {
  let factor = 1;
  for (let step = minute - 59; step <= minute; step += 1)
    factor *= 1 + (prng(step * 31 + coin.charCodeAt(0) * 7 + coin.length)() - 0.5) * 2 * VOLATILITY[coin];
  return factor;
};

/** Price of one coin in fiat, 8 decimals, at `at` (default now). */
export const priceOf = (coin: Coin, fiat: Fiat, at: Date = new Date()): string => {
  const minute = Math.floor((at.getTime() - EPOCH) / 60_000);
  const usd = dec(BASE_USD[coin]).times(walkFactor(coin, minute).toFixed(8));
  return fmt(fiat === 'USD' ? usd : usd.times(EUR_PER_USD));
};

export const isCoin = (value: string): value is Coin => value in BASE_USD;

// Index and currency quotes for the /crypto ticker strip: seeded values walked like the coins (no outside feed).
export type TickerSymbol = 'SPX' | 'NDX' | 'EURUSD' | 'BTCUSD' | 'ETHUSD';
const INDEX_BASE: Record<'SPX' | 'NDX', { base: string; volatility: number }> = {
  SPX: { base: '5200', volatility: 0.0008 },
  NDX: { base: '18100', volatility: 0.001 },
};

const indexFactor = (symbol: 'SPX' | 'NDX', minute: number): number => {
  let factor = 1;
  for (let step = minute - 59; step <= minute; step += 1)
    factor *=
      1 +
      (prng(step * 53 + symbol.charCodeAt(0) * 11 + symbol.charCodeAt(1))() - 0.5) *
        2 *
        INDEX_BASE[symbol].volatility;
  return factor;
};

/** Price of a ticker symbol at `at`, 8 decimals (EUR/USD is dollars per euro). */
export const quoteOf = (symbol: TickerSymbol, at: Date = new Date()): string => {
  if (symbol === 'BTCUSD') return priceOf('BTC', 'USD', at);
  if (symbol === 'ETHUSD') return priceOf('ETH', 'USD', at);
  if (symbol === 'EURUSD') return fmt(dec(1).div(EUR_PER_USD));
  const minute = Math.floor((at.getTime() - EPOCH) / 60_000);
  return fmt(dec(INDEX_BASE[symbol].base).times(indexFactor(symbol, minute).toFixed(8)));
};
