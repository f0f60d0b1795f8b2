import Big from 'big.js';

/** Client arithmetic on decimal strings (fees, "amount + fee ≤ balance"): never JS floats. Inputs are the
 * contract's decimal strings or what a user typed; anything not a decimal counts as 0 in arithmetic. */
export type DecimalInput = string | number | null | undefined;

const DECIMAL = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;

export const isDecimal = (value: DecimalInput): boolean =>
  value !== null && value !== undefined && DECIMAL.test(String(value));

export const toBig = (value: DecimalInput): Big =>
  isDecimal(value) ? new Big(String(value).trim()) : new Big(0);

/** Plain string, never exponent notation ("0.00000001", not "1e-8"). */
const out = (value: Big): string => value.toFixed();

export const add = (...values: DecimalInput[]): string =>
  out(values.reduce<Big>((sum, v) => sum.plus(toBig(v)), new Big(0)));
export const sub = (a: DecimalInput, b: DecimalInput): string => out(toBig(a).minus(toBig(b)));
export const mul = (a: DecimalInput, b: DecimalInput): string => out(toBig(a).times(toBig(b)));
/** Division rounded half-up to `decimals` places; division by zero gives "0". */
export const div = (a: DecimalInput, b: DecimalInput, decimals = 8): string => {
  const divisor = toBig(b);
  return divisor.eq(0) ? '0' : toBig(a).div(divisor).round(decimals, Big.roundHalfUp).toFixed();
};
/** `percent`% of `amount`, e.g. fee = percentOf('200', '1.5') → "3". */
export const percentOf = (amount: DecimalInput, percent: DecimalInput): string =>
  out(toBig(amount).times(toBig(percent)).div(100));
/** -1, 0 or 1. */
export const compare = (a: DecimalInput, b: DecimalInput): -1 | 0 | 1 => toBig(a).cmp(toBig(b)) as -1 | 0 | 1;
export const isPositiveDecimal = (value: DecimalInput): boolean => isDecimal(value) && toBig(value).gt(0);
/** "amount + fee ≤ balance". */
export const fitsBalance = (amount: DecimalInput, fee: DecimalInput, balance: DecimalInput): boolean =>
  toBig(amount).plus(toBig(fee)).lte(toBig(balance));
/** Rounds half-up to a fixed number of decimals, as a string with exactly that many decimals. */
export const toFixedDecimal = (value: DecimalInput, decimals: number): string =>
  toBig(value).toFixed(decimals, Big.roundHalfUp);
