import * as v from 'valibot';
import { decimalString } from '../money';
import { optMoney, optText } from './wire';

/** One market price. `pair` is BASE/QUOTE, e.g. "BTC/USD"; last_price is the quote per one base unit. */
export const exchangeRateSchema = v.looseObject({
  pair: optText,
  last_price: decimalString,
});
export type ExchangeRate = v.InferOutput<typeof exchangeRateSchema>;

/** Rates as a list, or keyed by pair (the key becomes `pair`): always a list here. */
const exchangeRatesSchema = v.pipe(
  v.union([v.array(exchangeRateSchema), v.record(v.string(), exchangeRateSchema)]),
  v.transform((rates) =>
    Array.isArray(rates)
      ? rates
      : Object.entries(rates).map(([pair, rate]) => ({ ...rate, pair: rate.pair ?? pair })),
  ),
);

/** getbaselimit answer: every limit field specs 02 and 03 read; each flow reads its own, so all optional.
 * Fees are percentages. 0 (or absent) max means "no maximum". */
export const baseLimitsSchema = v.looseObject({
  minbuydepositlimit: optMoney,
  maxbuydepositlimit: optMoney,
  yearlydepositlimit: optMoney,
  depositedamount: optMoney,
  minamount: optMoney,
  maxamount: optMoney,
  yearlywithdrawlimit: optMoney,
  withdrawamount: optMoney,
  mininternal: optMoney,
  maxinternal: optMoney,
  mininternallimit: optMoney,
  maxinternallimit: optMoney,
  mincardtopup: optMoney,
  maxcardtopup: optMoney,
  minaccounttopup: optMoney,
  maxaccounttopup: optMoney,
  minbuycryptolimit: optMoney,
  maxbuycryptolimit: optMoney,
  minswapcryptolimit: optMoney,
  maxswapcryptolimit: optMoney,
  minsellcryptolimit: optMoney,
  maxsellcryptolimit: optMoney,
  cryptoexchangerates: v.optional(exchangeRatesSchema, []),
  internalTransferFees: optMoney,
  withdrawalFees: optMoney,
});
export type BaseLimits = v.InferOutput<typeof baseLimitsSchema>;

/** getbaselimitcrypto answer: the crypto transfer limits in coin units. */
export const cryptoBaseLimitsSchema = v.looseObject({
  mininternallimit: optMoney,
  maxinternallimit: optMoney,
});
export type CryptoBaseLimits = v.InferOutput<typeof cryptoBaseLimitsSchema>;
