import * as v from 'valibot';
import { decimalString } from '../money';

// Contract 1.5: the price feed the quotes are made from, shown before any preview (issue 23 "Prices before the
// preview"). Prices are decimal strings with 8 decimals; the screens round them with the money rules.

/** The coins and fiat currencies the feed prices (the exchange offers these pairs). */
export const PRICE_COINS = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export const PRICE_CURRENCIES = ['USD', 'EUR'] as const;

/** The currency crypto balances are valued in: the customer's first account in a currency the feed prices, else
 * USD (the crypto accounts' value column, and the dashboard's early call for its prices). */
export const valueCurrency = (accounts: readonly { account_currency_type: string }[] | undefined): string =>
  accounts
    ?.map((a) => a.account_currency_type.toUpperCase())
    .find((c) => (PRICE_CURRENCIES as readonly string[]).includes(c)) ?? 'USD';
/** Chart ranges: 24 hours, 7 days, 30 days. */
export const PRICE_RANGES = ['24h', '7d', '30d'] as const;
export type PriceCoin = (typeof PRICE_COINS)[number];
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export type PriceRange = (typeof PRICE_RANGES)[number];

const coinQuery = v.picklist(PRICE_COINS, `coin must be one of ${PRICE_COINS.join(', ')}`);
const currencyQuery = v.picklist(PRICE_CURRENCIES, `currency must be one of ${PRICE_CURRENCIES.join(', ')}`);

/** getprices: every coin in `currency` (default USD), or only `coin`. */
export const pricesQuerySchema = v.looseObject({
  coin: v.optional(coinQuery),
  currency: v.optional(currencyQuery, 'USD'),
});

/** getpricehistory: one pair over one range (default 24h). */
export const priceHistoryQuerySchema = v.looseObject({
  coin: v.optional(coinQuery, 'BTC'),
  currency: v.optional(currencyQuery, 'USD'),
  range: v.optional(v.picklist(PRICE_RANGES, `range must be one of ${PRICE_RANGES.join(', ')}`), '24h'),
});

export const coinPriceSchema = v.looseObject({
  coin: v.string(),
  currency: v.string(),
  price: decimalString,
  /** Against the same minute 24 hours earlier, 2 decimals. */
  change_percent: v.string(),
});
export type CoinPrice = v.InferOutput<typeof coinPriceSchema>;

export const pricesSchema = v.looseObject({
  /** The minute the prices are of (ISO 8601, UTC). */
  at: v.string(),
  prices: v.array(coinPriceSchema),
});
export type Prices = v.InferOutput<typeof pricesSchema>;

export const pricePointSchema = v.looseObject({ at: v.string(), price: decimalString });
export type PricePoint = v.InferOutput<typeof pricePointSchema>;

export const priceHistorySchema = v.looseObject({
  coin: v.string(),
  currency: v.string(),
  range: v.string(),
  /** Oldest first; the last point is the current minute. */
  points: v.array(pricePointSchema),
  low: decimalString,
  high: decimalString,
  /** Last point against the first, 2 decimals. */
  change_percent: v.string(),
});
export type PriceHistory = v.InferOutput<typeof priceHistorySchema>;
