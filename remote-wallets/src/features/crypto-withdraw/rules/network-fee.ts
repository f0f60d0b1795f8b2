import { compare, isDecimal, percentOf, sub, toFixedDecimal } from '@portal/shared';

const PLACES = 8;

/** Cuts a plain decimal string to 8 places (the server rounds fees down), always with 8 decimals. */
export const truncate8 = (value: string): string => {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const cut = `${whole}.${fraction.slice(0, PLACES).padEnd(PLACES, '0')}`;
  return value.startsWith('-') && compare(cut, '0') !== 0 ? `-${cut}` : cut;
};

/** Network fee of a withdrawal: a fixed amount when `isfixed`, else `feeamount` percent of the amount (spec 02 §9). */
export const networkFee = (amount: string, feeamount: string | undefined, isfixed: boolean): string => {
  const fee = isDecimal(feeamount) ? String(feeamount) : '0';
  if (isfixed) return toFixedDecimal(fee, PLACES);
  return truncate8(percentOf(isDecimal(amount) ? amount : '0', fee));
};

/** What arrives after the network fee (never below zero). */
export const afterFee = (amount: string, fee: string): string => {
  const rest = truncate8(sub(isDecimal(amount) ? amount : '0', fee));
  return compare(rest, '0') < 0 ? toFixedDecimal('0', PLACES) : rest;
};
