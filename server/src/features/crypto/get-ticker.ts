import Big from 'big.js';
import { type TickerSymbol, quoteOf } from '../../adapters/market-prices';
import { endpoints } from '../../contract';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { dec } from '../../ledger/index';

const SYMBOLS: { symbol: TickerSymbol; label: string }[] = [
  { symbol: 'SPX', label: 'S&P 500' },
  { symbol: 'NDX', label: 'Nasdaq 100' },
  { symbol: 'EURUSD', label: 'EUR/USD' },
  { symbol: 'BTCUSD', label: 'BTC/USD' },
  { symbol: 'ETHUSD', label: 'ETH/USD' },
];
const DAY_MS = 86_400_000;

/** The day's change in percent, two decimals rounded half-up like any shown figure (the ledger's global rounding
 * is down, which turned -0.006 % into -0.00 and 1.239 % into 1.23); no negative zero. */
export const changePercent = (price: string, before: string): string => {
  const base = dec(before);
  if (base.eq(0)) return '0.00';
  const change = dec(price).minus(base).div(base).times(100).toFixed(2, Big.roundHalfUp);
  return change === '-0.00' ? '0.00' : change;
};

/** The /crypto ticker strip from the deterministic price adapter; change against the same minute yesterday. */
export const getTickerHandler = defineHandler(endpoints['cryptoExchange.getTicker'], async () => {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return ok(
    SYMBOLS.map(({ symbol, label }) => {
      const price = quoteOf(symbol, now);
      return { symbol, label, price, change_percent: changePercent(price, quoteOf(symbol, dayAgo)) };
    }),
  );
});
