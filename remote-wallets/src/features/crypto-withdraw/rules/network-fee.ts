import { compare, isDecimal, sub, toFixedDecimal } from '@portal/shared';
import { CRYPTO_DECIMALS, networkFee as sharedNetworkFee } from '@portal/shared/contract';

/** Cuts a plain decimal string to 8 places (the server rounds fees down), always with 8 decimals. */
export const truncate8 = (value: string): string => {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const cut = `${whole}.${fraction.slice(0, CRYPTO_DECIMALS).padEnd(CRYPTO_DECIMALS, '0')}`;
  return value.startsWith('-') && compare(cut, '0') !== 0 ? `-${cut}` : cut;
};

/** Network fee of a withdrawal: a fixed amount when `isfixed`, else `feeamount` percent of the amount (spec 02
 * §9), by the rule the server charges with. */
export const networkFee = (amount: string, feeamount: string | undefined, isfixed: boolean): string =>
  sharedNetworkFee(amount, feeamount, isfixed);

/** What arrives after the network fee (never below zero). */
export const afterFee = (amount: string, fee: string): string => {
  const rest = truncate8(sub(isDecimal(amount) ? amount : '0', fee));
  return compare(rest, '0') < 0 ? toFixedDecimal('0', CRYPTO_DECIMALS) : rest;
};
