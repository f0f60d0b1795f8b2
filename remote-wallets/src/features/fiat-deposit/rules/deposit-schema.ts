import * as v from 'valibot';
import { compare, type DecimalInput } from '@portal/shared';
import { isAmountText, rangeIssue } from '../../../lib/amount-rules/amount-rules';
import { isProofFile } from '../../../lib/proof-file-field';
import type { Translate } from '../../../lib/translate';

export type DepositLimits = { min?: DecimalInput; max?: DecimalInput };

/** Deposit Fund form (spec 02 §5 "Fiat deposit"): messages in the user's language, English exactly as the
 * spec writes them. Max applies only when above zero. */
export const depositFormSchema = ({ min, max }: DepositLimits, t: Translate) =>
  v.object({
    fundamount: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('fiatDeposit.errors.amountRequired')),
      v.check(isAmountText, t('fiatDeposit.errors.amountRequired')),
      v.check((amount) => compare(amount, 0) > 0, t('fiatDeposit.errors.amountPositive')),
      v.check((amount) => rangeIssue(amount, min, undefined) !== 'min', t('fiatDeposit.errors.minimum', { amount: String(min ?? '') })),
      v.check((amount) => rangeIssue(amount, undefined, max) !== 'max', t('fiatDeposit.errors.maximum', { amount: String(max ?? '') })),
    ),
    fundinfo: v.pipe(v.string(), v.trim(), v.nonEmpty(t('fiatDeposit.errors.fundInfo'))),
    file: v.pipe(
      v.nullable(v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File)),
      v.check((file) => isProofFile(file), t('fiatDeposit.errors.proof')),
    ),
  });

export type DepositFormInput = { fundamount: string; fundinfo: string; file: File | null };
export const EMPTY_DEPOSIT_FORM: DepositFormInput = { fundamount: '', fundinfo: '', file: null };
