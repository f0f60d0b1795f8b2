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

/** The /crypto ticker strip from the deterministic price adapter; change against the same minute yesterday. */
export const getTickerHandler = defineHandler(endpoints['cryptoExchange.getTicker'], async () => {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return ok(
    SYMBOLS.map(({ symbol, label }) => {
      const price = quoteOf(symbol, now);
      const before = dec(quoteOf(symbol, dayAgo));
      const change = before.eq(0) ? '0.00' : dec(price).minus(before).div(before).times(100).toFixed(2);
      return { symbol, label, price, change_percent: change };
    }),
  );
});
