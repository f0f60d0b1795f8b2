import { add, compare, isPositiveDecimal, percentOf } from '@portal/shared';

/** Fiat amounts carry 2 decimals. */
const FIAT_PLACES = 2;

/** Cuts a plain decimal string (no exponent) to `places` decimals, rounding down like the server's ledger. */
export const truncateDecimal = (value: string, places = FIAT_PLACES): string => {
  const [integer = '0', fraction = ''] = value.split('.');
  return `${integer}.${fraction.padEnd(places, '0').slice(0, places)}`;
};

/** Fee = `percent`% of the amount, rounded down to cents (as the server posts it); total = amount + fee. All on
 * decimal strings: 0.1 + 0.2 is exactly 0.30. */
export const feeTotal = (amount: string, percent: string | null | undefined) => {
  const cents = truncateDecimal(add(amount));
  const fee = truncateDecimal(percentOf(cents, percent ?? '0'));
  return { amount: cents, fee, total: truncateDecimal(add(cents, fee)) };
};

/** "amount + fee ≤ balance", with the total the insufficient-balance messages quote. */
export const checkFunds = (
  amount: string,
  percent: string | null | undefined,
  balance: string | null | undefined,
) => {
  const { total } = feeTotal(amount, percent);
  return { total, fits: compare(total, balance ?? '0') <= 0 };
};

/** Numeric and > 0 (what the amount fields accept). */
export const isValidAmount = (value: string | null | undefined): boolean => isPositiveDecimal(value?.trim());
