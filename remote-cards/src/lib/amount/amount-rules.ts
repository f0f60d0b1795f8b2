import { compare, isPositiveDecimal } from '@portal/shared';
import type { Translate } from '../translate';

export type AmountRange = { min?: string | null; max?: string | null; currency: string };

/** "10.00" → "10", "12.50" → "12.5": limits are quoted as people write them. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Spec 03 §5 "Top-up": numeric and > 0 ('Enter amount'); only when the maximum is above 0, below the minimum
 * 'Minimum Amount is {min} {currency}', above it 'Maximum Amount is {max} {currency}'. Keys are `common.*`. */
export const amountIssue = (t: Translate, amount: string, range: AmountRange): string | undefined => {
  const value = amount.trim();
  if (!isPositiveDecimal(value) || !/^\d+(\.\d+)?$/.test(value)) return t('common.enterAmount');
  const { min, max, currency } = range;
  if (max && compare(max, '0') > 0) {
    if (min && compare(value, min) < 0) return t('common.minimumAmount', { min: plain(min), currency });
    if (compare(value, max) > 0) return t('common.maximumAmount', { max: plain(max), currency });
  }
  return undefined;
};
