import * as v from 'valibot';
import { compare, type DecimalInput } from '../../format/decimal';
import { translate } from '../../i18n/i18n';
import {
  FIAT_DECIMALS,
  decimalsFor,
  feeAndTotal,
  fitsDecimals,
  isAmountText,
  rangeIssue,
} from '../../contract/money-rules';

/** What a typed amount is checked against (0 or absent limits do not apply). */
export type AmountRules = {
  min?: DecimalInput;
  max?: DecimalInput;
  /** 'each' (spec 02: each active bound) or 'whenMax' (spec 03: both bounds only when a maximum is set). */
  range?: 'each' | 'whenMax';
  /** Its decimals: 2 for a fiat code (the default), 8 for a coin. */
  currency?: string;
  /** The balance it is taken from; absent: not checked here. */
  balance?: DecimalInput;
  /** A percentage fee added on top: amount + fee must fit the balance (spec 02 §5 "Total required"). */
  feePercent?: DecimalInput;
  /** The balance is checked before the range (spec 03's card → account lists it first). */
  balanceFirst?: boolean;
};

/** The form's own texts, already translated (min/max with their value; the spec's exact words). */
export type AmountMessages = {
  /** Not a number ("12abc", "-1", "1e5"); also empty and ≤ 0 unless those have their own. */
  invalid: string;
  empty?: string;
  notPositive?: string;
  minimum: string;
  maximum: string;
  /** Above the balance; a function receives the total required (amount + fee, in the currency's decimals). */
  balance?: string | ((total: string) => string);
  /** Default: "Enter an amount with at most N decimals." (the server refuses, never rounds). */
  decimals?: (places: number) => string;
};

export type AmountIssue = 'empty' | 'invalid' | 'notPositive' | 'decimals' | 'min' | 'max' | 'balance';

/** The first rule a typed amount breaks, in the specs' order: a number, > 0, the currency's decimals, the range
 * and the balance (or the balance first); with `total` the amount + fee the balance check used. */
export const amountIssue = (
  value: string,
  rules: AmountRules,
): { issue: AmountIssue; total?: string } | undefined => {
  const amount = value.trim();
  if (amount === '') return { issue: 'empty' };
  if (!isAmountText(amount)) return { issue: 'invalid' };
  if (compare(amount, 0) <= 0) return { issue: 'notPositive' };
  const currency = rules.currency ?? 'EUR';
  if (!fitsDecimals(amount, rules.currency ? decimalsFor(currency) : FIAT_DECIMALS))
    return { issue: 'decimals' };
  const range = () => rangeIssue(amount, { min: rules.min, max: rules.max }, rules.range);
  const balance = () => {
    if (rules.balance === undefined) return undefined;
    const total =
      rules.feePercent === undefined ? amount : feeAndTotal(amount, rules.feePercent, currency).total;
    return compare(total, rules.balance ?? '0') > 0 ? { issue: 'balance' as const, total } : undefined;
  };
  const ranged = (): { issue: AmountIssue } | undefined => {
    const issue = range();
    return issue ? { issue } : undefined;
  };
  return rules.balanceFirst ? (balance() ?? ranged()) : (ranged() ?? balance());
};

/** The message of `amountIssue` from the form's texts. */
export const amountMessage = (
  value: string,
  rules: AmountRules,
  messages: AmountMessages,
): string | undefined => {
  const found = amountIssue(value, rules);
  if (!found) return undefined;
  switch (found.issue) {
    case 'empty':
      return messages.empty ?? messages.invalid;
    case 'invalid':
      return messages.invalid;
    case 'notPositive':
      return messages.notPositive ?? messages.invalid;
    case 'decimals': {
      const places = rules.currency ? decimalsFor(rules.currency) : FIAT_DECIMALS;
      return (
        messages.decimals?.(places) ??
        translate('shared:validation.tooManyDecimals', { places: String(places) })
      );
    }
    case 'min':
      return messages.minimum;
    case 'max':
      return messages.maximum;
    case 'balance': {
      const text = messages.balance ?? messages.invalid;
      return typeof text === 'function' ? text(found.total ?? '') : text;
    }
  }
};

/** A money form's amount field: exactly one message at a time, the first rule broken. */
export const amountField = (rules: AmountRules, messages: AmountMessages) =>
  v.pipe(
    v.string(messages.invalid),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? amountMessage(dataset.value, rules, messages) : undefined;
      if (message) addIssue({ message });
    }),
  );
