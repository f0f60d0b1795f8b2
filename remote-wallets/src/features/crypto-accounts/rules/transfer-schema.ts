import * as v from 'valibot';
import { type AmountBounds, amountProblem } from '../../../lib/crypto/amount-rules';
import type { Translate } from '@portal/shared';
import { tooManyDecimalsMessage } from '../../../lib/money/decimals';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message of the first amount rule broken (spec 02 §5 "Transfer by e-mail"), or undefined. */
export const transferAmountMessage = (
  t: Translate,
  amount: string,
  limits: AmountBounds,
): string | undefined => {
  const problem = amountProblem(amount, limits);
  if (!problem) return undefined;
  if (problem.key === 'decimals') return tooManyDecimalsMessage(problem.places);
  if (problem.key === 'minimum') return t('cryptoAccounts.rules.minimum', { min: problem.min });
  if (problem.key === 'maximum') return t('cryptoAccounts.rules.maximum', { max: problem.max });
  return t('cryptoAccounts.rules.greaterThanZero');
};

/** Transfer to another user by e-mail: coin, valid e-mail, amount > 0 within the base limits, address. */
export const transferSchema = (t: Translate, limits: AmountBounds) =>
  v.object({
    wallet: v.pipe(v.string(), v.minLength(1, t('cryptoAccounts.rules.selectCrypto'))),
    email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t('cryptoAccounts.rules.emailInvalid'))),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.rawCheck(({ dataset, addIssue }) => {
        const message = dataset.typed ? transferAmountMessage(t, dataset.value, limits) : undefined;
        if (message) addIssue({ message });
      }),
    ),
    address: v.pipe(v.string(), v.trim(), v.minLength(1, t('cryptoAccounts.rules.addressRequiredTransfer'))),
  });
export type TransferValues = v.InferOutput<ReturnType<typeof transferSchema>>;
