// copied from remote-wallets/src/lib/amount-rules/amount-rules.ts (to be moved to the kit)
import { add, compare, isDecimal, percentOf, sub, toFixedDecimal, type DecimalInput } from '@portal/shared';

// Pure money rules on decimal strings (big.js through the kit): no float drift in limits, fees or totals.

const DECIMAL = /^\d+(\.\d+)?$/;

/** A typed amount the forms accept: digits with an optional decimal part (no sign, no exponent). */
export const isAmountText = (value: string): boolean => DECIMAL.test(value.trim());

/** A limit that applies: a decimal above zero (0 or absent means "no limit"). */
export const isActiveLimit = (limit: DecimalInput): boolean => isDecimal(limit) && compare(limit, 0) > 0;

/** 'min' below an active minimum, 'max' above an active maximum, otherwise undefined. */
export const rangeIssue = (
  amount: string,
  min: DecimalInput,
  max: DecimalInput,
): 'min' | 'max' | undefined => {
  if (isActiveLimit(min) && compare(amount, min) < 0) return 'min';
  if (isActiveLimit(max) && compare(amount, max) > 0) return 'max';
  return undefined;
};

/** Yearly remaining = limit − used (spec 02 §9), as a 2-decimal string. */
export const yearlyRemaining = (limit: DecimalInput, used: DecimalInput): string =>
  toFixedDecimal(sub(limit, used), 2);

/** A percentage fee rounded to 2 decimals (the display rule of spec 02 §9). */
export const feeOf = (amount: DecimalInput, percent: DecimalInput): string =>
  toFixedDecimal(percentOf(amount, percent), 2);

/** Amount plus its percentage fee, 2 decimals. */
export const totalWithFee = (amount: DecimalInput, percent: DecimalInput): string =>
  toFixedDecimal(add(amount, feeOf(amount, percent)), 2);
