import * as v from 'valibot';
import { amountField, type Translate } from '@portal/shared';
import { tooManyDecimalsMessage } from '../../../lib/money/decimals';

/** Min and max (a zero or missing bound is not enforced) and the wallet's available balance. */
export type WithdrawLimits = { min?: string | null; max?: string | null; available: string };

/** Spec 02 §5 "Crypto withdraw" on the kit's amount rules: numeric and > 0, >= min and <= max when set, <= the
 * available balance, at most the coin's 8 decimals. */
const withdrawAmount = (t: Translate, limits: WithdrawLimits, coin: string) =>
  amountField(
    { min: limits.min ?? undefined, max: limits.max ?? undefined, currency: coin, balance: limits.available },
    {
      invalid: t('cryptoWithdraw.rules.greaterThanZero'),
      empty: t('cryptoWithdraw.rules.amountRequired'),
      minimum: t('cryptoWithdraw.rules.minimum', { min: limits.min ?? '' }),
      maximum: t('cryptoWithdraw.rules.maximum', { max: limits.max ?? '' }),
      balance: t('cryptoWithdraw.rules.notEnoughBalance'),
      decimals: tooManyDecimalsMessage,
    },
  );

/** `coin` gives the decimals (8 for every coin); the limits come from GetWithdrawDetails. */
export const withdrawSchema = (t: Translate, limits: WithdrawLimits, coin = 'BTC') =>
  v.object({
    /** Read-only: the destination chosen on /crypto. */
    address: v.string(),
    networkchain: v.pipe(v.string(), v.trim(), v.minLength(1, t('cryptoWithdraw.rules.networkRequired'))),
    amount: withdrawAmount(t, limits, coin),
  });
export type WithdrawValues = v.InferOutput<ReturnType<typeof withdrawSchema>>;
