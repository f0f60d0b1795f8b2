import Big from 'big.js';

// The money rules the server charges by and the screens preview with: one copy, imported by both. Decimal
// strings in, decimal strings out. A private big.js constructor: the server sets the library's global DP/RM
// for its ledger, and these rules must not depend on that.
const Dec = Big();
Dec.DP = 40;
Dec.RM = Big.roundHalfUp;

type DecimalText = string | number | null | undefined;
const DECIMAL = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;
/** Anything not a decimal counts as 0 (an empty field, a missing setting). */
const big = (value: DecimalText) =>
  value != null && DECIMAL.test(String(value)) ? Dec(String(value).trim()) : Dec(0);
const down = (value: Big, places: number) => value.round(places, Big.roundDown).toFixed(places);

/** Fiat amounts have cents; every coin is kept to 8 decimals (the ledger's NUMERIC scale). */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;
const FIATS = new Set(['USD', 'EUR']);

/** Decimals of a currency: 2 for fiat (USD, EUR), 8 for a coin. */
export const decimalsFor = (currency: string): number =>
  FIATS.has(currency.toUpperCase()) ? FIAT_DECIMALS : CRYPTO_DECIMALS;

/** A typed amount the forms accept: digits with an optional decimal part (no sign, no exponent, no "1." or ".5"). */
export const isAmountText = (value: string): boolean => /^\d+(\.\d+)?$/.test(value.trim());

/** Decimals an amount is typed with, trailing zeros not counted ("10.50" has 1, "10.001" has 3). */
export const typedDecimals = (amount: DecimalText): number =>
  (/\.(\d+)\s*$/.exec(String(amount ?? ''))?.[1] ?? '').replace(/0+$/, '').length;

/** True when the amount needs no more decimals than `places` (so nothing would be cut from it). */
export const fitsDecimals = (amount: DecimalText, places: number): boolean => typedDecimals(amount) <= places;

/** The amount with exactly the currency's decimals, cut (never rounded up): what is posted is what is shown. */
export const toCurrencyPlaces = (amount: DecimalText, currency: string): string =>
  down(big(amount), decimalsFor(currency));

/** `percent` % of `amount`, cut to the currency's decimals. A non-zero percentage of a non-zero amount is at
 * least one smallest unit (0.01 EUR, 0.00000001 BTC): splitting a payment into small parts cannot avoid it. */
export const percentFee = (amount: DecimalText, percent: DecimalText, currency: string): string => {
  const places = decimalsFor(currency);
  const fee = big(amount).times(big(percent)).times('0.01');
  const unit = Dec(1).div(Dec(10).pow(places));
  const charged = big(percent).gt(0) && big(amount).gt(0) && fee.lt(unit) ? unit : fee;
  return down(charged, places);
};

export type FeeAndTotal = { amount: string; fee: string; total: string };

/** What a percentage-fee payment costs: the amount in the currency's decimals, its fee, and amount + fee. */
export const feeAndTotal = (amount: DecimalText, percent: DecimalText, currency: string): FeeAndTotal => {
  const cut = toCurrencyPlaces(amount, currency);
  const fee = percentFee(cut, percent, currency);
  return { amount: cut, fee, total: toCurrencyPlaces(big(cut).plus(fee).toFixed(), currency) };
};

/** A coin's network fee: a fixed amount (isfixed) or a percentage of the amount, 8 decimals cut. */
export const networkFee = (amount: DecimalText, feeamount: DecimalText, isfixed: boolean): string =>
  isfixed ? down(big(feeamount), CRYPTO_DECIMALS) : down(big(amount).times(big(feeamount)).times('0.01'), 8);

/** A limit that applies: a decimal above zero (0 or absent means "no limit"). */
export const isActiveLimit = (limit: DecimalText): boolean => big(limit).gt(0);

export type AmountRange = { min?: DecimalText; max?: DecimalText };

/** 'min' below an active minimum, 'max' above an active maximum, else undefined. `whenMax`: spec 03's cards
 * and exchange apply both bounds only when a maximum is set (a max of 0 turns the range off). */
export const rangeIssue = (
  amount: DecimalText,
  { min, max }: AmountRange,
  mode: 'each' | 'whenMax' = 'each',
): 'min' | 'max' | undefined => {
  if (mode === 'whenMax' && !isActiveLimit(max)) return undefined;
  if (isActiveLimit(min) && big(amount).lt(big(min))) return 'min';
  if (isActiveLimit(max) && big(amount).gt(big(max))) return 'max';
  return undefined;
};

/** Yearly remaining = limit − used, 2 decimals, never below 0.00 (a limit lowered under what was already used
 * must not read as a negative allowance). */
export const yearlyRemaining = (limit: DecimalText, used: DecimalText): string => {
  const remaining = big(limit).minus(big(used));
  return down(remaining.lt(0) ? Dec(0) : remaining, FIAT_DECIMALS);
};

/** True when an active yearly limit (0 = none) would be passed by used + amount. */
export const exceedsYearly = (amount: DecimalText, used: DecimalText, limit: DecimalText): boolean =>
  isActiveLimit(limit) && big(used).plus(big(amount)).gt(big(limit));
