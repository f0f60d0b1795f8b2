import * as v from 'valibot';
import { amountField, type Translate } from '@portal/shared';
import { tooManyDecimalsMessage } from '../../../lib/money/decimals';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** getbaselimitcrypto's transfer limits; a zero or missing bound is not enforced (spec 02 §5). */
export type TransferLimits = { min?: string | null; max?: string | null };

/** Transfer to another user by e-mail (spec 02 §5): coin, valid e-mail, amount > 0 within the base limits
 * (the kit's amount rules, 8 decimals for a coin), address. */
export const transferSchema = (t: Translate, limits: TransferLimits, coin = 'BTC') =>
  v.object({
    wallet: v.pipe(v.string(), v.minLength(1, t('cryptoAccounts.rules.selectCrypto'))),
    email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t('cryptoAccounts.rules.emailInvalid'))),
    amount: amountField(
      { min: limits.min ?? undefined, max: limits.max ?? undefined, currency: coin },
      {
        invalid: t('cryptoAccounts.rules.greaterThanZero'),
        minimum: t('cryptoAccounts.rules.minimum', { min: limits.min ?? '' }),
        maximum: t('cryptoAccounts.rules.maximum', { max: limits.max ?? '' }),
        decimals: tooManyDecimalsMessage,
      },
    ),
    address: v.pipe(v.string(), v.trim(), v.minLength(1, t('cryptoAccounts.rules.addressRequiredTransfer'))),
  });
export type TransferValues = v.InferOutput<ReturnType<typeof transferSchema>>;
