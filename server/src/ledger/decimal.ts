import Big from 'big.js';

// Exact decimal arithmetic for money; NUMERIC strings in, strings out (8 decimals, the DB scale).
Big.DP = 8;
Big.RM = Big.roundDown;

export type Amount = string;
export const dec = (value: string | number | Big): Big => new Big(value);
export const fmt = (value: Big, places = 8): Amount => value.round(places, Big.roundDown).toFixed(places);
export const add = (a: Amount, b: Amount): Amount => fmt(dec(a).plus(b));
export const sub = (a: Amount, b: Amount): Amount => fmt(dec(a).minus(b));
export const neg = (a: Amount): Amount => fmt(dec(a).times(-1));
export const isNegative = (a: Amount): boolean => dec(a).lt(0);
export const isPositive = (a: Amount): boolean => dec(a).gt(0);
/** Percent fee (e.g. "1.5" %) of an amount, rounded down to the currency's places. */
export const percentOf = (amount: Amount, percent: Amount, places = 8): Amount =>
  fmt(dec(amount).times(percent).div(100), places);
