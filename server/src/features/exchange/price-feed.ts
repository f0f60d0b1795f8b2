import type { PriceRange } from '@portal/shared/contract';
import { type Coin, type Fiat, priceOf } from '../../adapters/market-prices';
import { dec } from '../../ledger/index';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Points per range and their spacing: at most 97 points each, so the chart's answer stays small. */
const RANGES: Record<PriceRange, { span: number; step: number }> = {
  '24h': { span: DAY_MS, step: 15 * MINUTE_MS },
  '7d': { span: 7 * DAY_MS, step: 2 * 60 * MINUTE_MS },
  '30d': { span: 30 * DAY_MS, step: 8 * 60 * MINUTE_MS },
};

/** The feed moves once a minute: every time is taken at the start of its minute. */
export const feedMinute = (now: Date): Date => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);

/** (last − first) / first in percent, 2 decimals. */
export const changePercent = (first: string, last: string): string =>
  dec(first).eq(0) ? '0.00' : dec(last).minus(first).div(first).times(100).toFixed(2, 1); // half-up: the ledger rounds down

/** A price with its change against the same minute a day earlier. */
export const livePrice = (coin: Coin, fiat: Fiat, at: Date) => {
  const price = priceOf(coin, fiat, at);
  const dayAgo = priceOf(coin, fiat, new Date(at.getTime() - DAY_MS));
  return { coin, currency: fiat, price, change_percent: changePercent(dayAgo, price) };
};

/** Times of a range's points: a grid aligned to the step (so every caller within a step sees the same points)
 * from one span ago, then the current minute. Deterministic from the feed for a given `now`. */
export const historyTimes = (range: PriceRange, now: Date): Date[] => {
  const { span, step } = RANGES[range];
  const last = feedMinute(now).getTime();
  const times: Date[] = [];
  for (let t = Math.ceil((last - span) / step) * step; t < last; t += step) times.push(new Date(t));
  times.push(new Date(last));
  return times;
};

/** The chart of one pair over a range, with its low, high and change. */
export const priceHistory = (coin: Coin, fiat: Fiat, range: PriceRange, now: Date) => {
  const points = historyTimes(range, now).map((at) => ({
    at: at.toISOString(),
    price: priceOf(coin, fiat, at),
  }));
  const prices = points.map((p) => dec(p.price));
  const low = prices.reduce((a, b) => (b.lt(a) ? b : a));
  const high = prices.reduce((a, b) => (b.gt(a) ? b : a));
  return {
    coin,
    currency: fiat,
    range,
    points,
    low: low.toFixed(8),
    high: high.toFixed(8),
    change_percent: changePercent(points[0]!.price, points[points.length - 1]!.price),
  };
};
