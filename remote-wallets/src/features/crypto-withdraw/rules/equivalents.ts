import { div, mul } from '@portal/shared';
import type { TickerQuote } from '../../../lib/crypto/types';

/** USD price of one coin from the ticker (stablecoins are 1 USD); undefined when the feed lacks it. */
export const usdPriceOf = (coin: string, quotes: readonly TickerQuote[]): string | undefined => {
  const code = coin.toUpperCase();
  if (code === 'USDT' || code === 'USDC') return '1';
  return quotes.find((quote) => quote.symbol === `${code}USD`)?.price;
};

/** USD and EUR values of a crypto amount (2 decimals), EUR through the EUR/USD quote. */
export const equivalentsOf = (
  amount: string,
  coin: string,
  quotes: readonly TickerQuote[],
): { usd: string; eur: string } | undefined => {
  const price = usdPriceOf(coin, quotes);
  const eurUsd = quotes.find((quote) => quote.symbol === 'EURUSD')?.price;
  if (!price || !eurUsd) return undefined;
  const usd = mul(amount, price);
  return { usd: div(usd, '1', 2), eur: div(usd, eurUsd, 2) };
};
