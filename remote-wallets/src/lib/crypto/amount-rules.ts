import { compare, isPositiveDecimal } from '@portal/shared';
import { CRYPTO_DECIMALS, hasAtMostDecimals } from '../money/decimals';

/** Min and max of an amount: a zero or missing bound is not enforced (spec 02 §5). */
export type AmountBounds = { min?: string | null; max?: string | null };

export type AmountProblem =
  | { key: 'greaterThanZero' }
  | { key: 'decimals'; places: number }
  | { key: 'minimum'; min: string }
  | { key: 'maximum'; max: string };

const enforced = (bound: string | null | undefined): bound is string => isPositiveDecimal(bound ?? '');

/** The first rule an amount breaks: not a number or not > 0, below min, above max; undefined when fine. */
export const amountProblem = (amount: string, { min, max }: AmountBounds): AmountProblem | undefined => {
  if (!isPositiveDecimal(amount.trim())) return { key: 'greaterThanZero' };
  if (!hasAtMostDecimals(amount, CRYPTO_DECIMALS)) return { key: 'decimals', places: CRYPTO_DECIMALS };
  if (enforced(min) && compare(amount.trim(), min) < 0) return { key: 'minimum', min };
  if (enforced(max) && compare(amount.trim(), max) > 0) return { key: 'maximum', max };
  return undefined;
};
