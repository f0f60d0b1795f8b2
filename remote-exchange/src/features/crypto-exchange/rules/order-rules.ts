import { compare, isDecimal, type Translate } from '@portal/shared';
import { decimalsFor, fitsDecimals, isAmountText, rangeIssue } from '@portal/shared/contract';

/** What an order's amount is checked against: min/max in `currency` (the account's for a buy, the coin's for a
 * sell or swap; 0 or absent = no limit) and the balance it is taken from. */
export type OrderBounds = {
  min?: string | null;
  max?: string | null;
  currency: string;
  balance?: string | null;
};

/** A limit without trailing zeros, as the server's messages write it ('Minimum Amount is 10 USD'). */
const plain = (value: string | null | undefined): string => {
  if (!isDecimal(value)) return '';
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** Spec 03 §5, in order: numeric (else the amount placeholder message), > 0, no more decimals than the
 * currency has (the server refuses them), ≥ min, ≤ max, ≤ balance. */
export const orderAmountMessage = (t: Translate, value: string, bounds: OrderBounds): string | undefined => {
  const amount = value.trim();
  if (!isAmountText(amount)) return t('cryptoExchange.rules.amountRequired');
  if (compare(amount, 0) <= 0) return t('cryptoExchange.rules.greaterThanZero');
  const places = decimalsFor(bounds.currency);
  if (!fitsDecimals(amount, places))
    return t('cryptoExchange.rules.tooManyDecimals', { places: String(places) });
  const range = rangeIssue(amount, bounds, 'whenMax');
  if (range === 'min')
    return t('cryptoExchange.rules.minimum', { min: plain(bounds.min), currency: bounds.currency });
  if (range === 'max')
    return t('cryptoExchange.rules.maximum', { max: plain(bounds.max), currency: bounds.currency });
  if (compare(amount, bounds.balance ?? '0') > 0) return t('cryptoExchange.rules.notEnoughBalance');
  return undefined;
};

/** The wallet(s) an order credits or debits must have an address (spec 03 §4/§8). */
export const walletMessage = (
  t: Translate,
  addresses: readonly (string | null | undefined)[],
): string | undefined => {
  if (addresses.every((address) => !!address)) return undefined;
  return t(
    addresses.length > 1 ? 'cryptoExchange.rules.bothWalletsMissing' : 'cryptoExchange.rules.walletMissing',
  );
};
