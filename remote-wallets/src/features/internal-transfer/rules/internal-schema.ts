import * as v from 'valibot';
import { amountField, type DecimalInput, type Translate } from '@portal/shared';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Next needs an account and a valid e-mail: otherwise the one message of spec 02 §5. */
export const recipientIssue = (account: string, email: string, t: Translate): string | undefined =>
  account.trim() !== '' && EMAIL.test(email.trim()) ? undefined : t('internalTransfer.errors.recipient');

export type InternalAmountInput = { amount: string; message: string };
export const EMPTY_AMOUNT_FORM: InternalAmountInput = { amount: '', message: '' };

/** Amount (numeric, > 0, within the internal limits when set) and message, both required. */
export const internalAmountSchema = (limits: { min?: DecimalInput; max?: DecimalInput }, t: Translate) =>
  v.object({
    amount: amountField(limits, {
      invalid: t('internalTransfer.errors.amount'),
      notPositive: t('internalTransfer.errors.amountPositive'),
      minimum: t('internalTransfer.errors.minimum', { amount: String(limits.min ?? '') }),
      maximum: t('internalTransfer.errors.maximum', { amount: String(limits.max ?? '') }),
    }),
    message: v.pipe(v.string(), v.trim(), v.nonEmpty(t('internalTransfer.errors.message'))),
  });
