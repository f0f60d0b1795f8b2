import * as v from 'valibot';
import { compare, type DecimalInput } from '@portal/shared';
import { FIAT_DECIMALS, hasAtMostDecimals, tooManyDecimalsMessage } from '../money/decimals';
import { isAmountText, rangeIssue } from '@portal/shared/contract';

/** The texts of one form's amount rules, already translated (min/max carry their value). */
export type AmountMessages = { required: string; positive: string; minimum: string; maximum: string };
export type AmountLimits = {
  min?: DecimalInput;
  max?: DecimalInput;
  /** Decimals of the currency; fiat (2) by default. */ decimals?: number;
};

/** The first broken rule's message, or undefined: required/numeric, > 0, ≥ min, ≤ max (active limits only). */
export const amountMessage = (
  value: string,
  { min, max, decimals = FIAT_DECIMALS }: AmountLimits,
  messages: AmountMessages,
): string | undefined => {
  const amount = value.trim();
  if (!isAmountText(amount)) return messages.required;
  if (!hasAtMostDecimals(amount, decimals)) return tooManyDecimalsMessage(decimals);
  if (compare(amount, 0) <= 0) return messages.positive;
  const range = rangeIssue(amount, { min, max });
  if (range === 'min') return messages.minimum;
  if (range === 'max') return messages.maximum;
  return undefined;
};

/** A typed amount field: exactly one message at a time, the first rule broken. */
export const amountSchema = (limits: AmountLimits, messages: AmountMessages) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? amountMessage(dataset.value, limits, messages) : messages.required;
      if (message) addIssue({ message });
    }),
  );
