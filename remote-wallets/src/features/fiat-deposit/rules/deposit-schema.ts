import * as v from 'valibot';
import { amountField, type DecimalInput, type Translate } from '@portal/shared';
import { isProofFile } from '../../../lib/proof-file-field';

export type DepositLimits = { min?: DecimalInput; max?: DecimalInput };

/** Deposit Fund form (spec 02 §5 "Fiat deposit"): messages in the user's language, English exactly as the
 * spec writes them. Max applies only when above zero. */
export const depositFormSchema = (limits: DepositLimits, t: Translate) =>
  v.object({
    fundamount: amountField(limits, {
      invalid: t('fiatDeposit.errors.amountRequired'),
      notPositive: t('fiatDeposit.errors.amountPositive'),
      minimum: t('fiatDeposit.errors.minimum', { amount: String(limits.min ?? '') }),
      maximum: t('fiatDeposit.errors.maximum', { amount: String(limits.max ?? '') }),
    }),
    fundinfo: v.pipe(v.string(), v.trim(), v.nonEmpty(t('fiatDeposit.errors.fundInfo'))),
    file: v.pipe(
      v.nullable(v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
      v.check((file) => isProofFile(file), t('fiatDeposit.errors.proof')),
    ),
  });

export type DepositFormInput = { fundamount: string; fundinfo: string; file: File | null };
export const EMPTY_DEPOSIT_FORM: DepositFormInput = { fundamount: '', fundinfo: '', file: null };
