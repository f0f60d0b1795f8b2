import { isPositiveDecimal } from '@portal/shared';
import { decimalsFor, fitsDecimals, isAmountText, rangeIssue } from '@portal/shared/contract';
import type { Translate } from '@portal/shared';

export type AmountRange = { min?: string | null; max?: string | null; currency: string };

/** "10.00" → "10", "12.50" → "12.5": limits are quoted as people write them. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Spec 03 §5 "Top-up": numeric and > 0 ('Enter amount'); no more decimals than the card's currency has (the
 * server refuses them, never cuts); only when the maximum is above 0, below the minimum 'Minimum Amount is
 * {min} {currency}', above it 'Maximum Amount is {max} {currency}'. Keys are `common.*`. */
export const amountIssue = (t: Translate, amount: string, range: AmountRange): string | undefined => {
  const value = amount.trim();
  if (!isPositiveDecimal(value) || !isAmountText(value)) return t('common.enterAmount');
  const { min, max, currency } = range;
  const places = decimalsFor(currency);
  if (!fitsDecimals(value, places)) return t('common.tooManyDecimals', { places: String(places) });
  const issue = rangeIssue(value, { min, max }, 'whenMax');
  if (issue === 'min') return t('common.minimumAmount', { min: plain(min ?? ''), currency });
  if (issue === 'max') return t('common.maximumAmount', { max: plain(max ?? ''), currency });
  return undefined;
};
