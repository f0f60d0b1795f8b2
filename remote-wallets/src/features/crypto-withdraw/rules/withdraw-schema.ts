import * as v from 'valibot';
import { compare, type Translate } from '@portal/shared';
import { type AmountBounds, amountProblem } from '../../../lib/crypto/amount-rules';
import { tooManyDecimalsMessage } from '../../../lib/money/decimals';

export type WithdrawLimits = AmountBounds & { available: string };

/** Spec 02 §5 "Crypto withdraw": numeric and > 0, >= min and <= max when set, <= available balance. */
export const withdrawAmountMessage = (
  t: Translate,
  amount: string,
  limits: WithdrawLimits,
): string | undefined => {
  const problem = amountProblem(amount, limits);
  if (problem?.key === 'decimals') return tooManyDecimalsMessage(problem.places);
  if (problem?.key === 'minimum') return t('cryptoWithdraw.rules.minimum', { min: problem.min });
  if (problem?.key === 'maximum') return t('cryptoWithdraw.rules.maximum', { max: problem.max });
  if (problem)
    return t(
      amount.trim() === '' ? 'cryptoWithdraw.rules.amountRequired' : 'cryptoWithdraw.rules.greaterThanZero',
    );
  if (compare(amount.trim(), limits.available) > 0) return t('cryptoWithdraw.rules.notEnoughBalance');
  return undefined;
};

export const withdrawSchema = (t: Translate, limits: WithdrawLimits) =>
  v.object({
    /** Read-only: the destination chosen on /crypto. */
    address: v.string(),
    networkchain: v.pipe(v.string(), v.trim(), v.minLength(1, t('cryptoWithdraw.rules.networkRequired'))),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        const message = dataset.typed ? withdrawAmountMessage(t, dataset.value, limits) : undefined;
        if (message) addIssue({ message });
      }),
    ),
  });
export type WithdrawValues = v.InferOutput<ReturnType<typeof withdrawSchema>>;
