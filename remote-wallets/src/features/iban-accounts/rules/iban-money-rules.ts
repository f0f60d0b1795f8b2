import * as v from 'valibot';
import { amountField, amountIssue, translate, type FiatCurrency } from '@portal/shared';

const KEY = 'wallets:ibanAccounts.errors';

export type IbanMoneyContext = {
  /** Available balance of the IBAN account in that currency. */
  balanceOf: (currency: string) => string | undefined;
  /** internalTransferFees (to the wallet) or withdrawalFees (to an external account), a percentage. */
  feePercent: string | undefined;
};

const isFiat = (value: string): value is FiatCurrency => value === 'EUR' || value === 'USD';

const currencyField = v.pipe(
  v.string(),
  v.check(isFiat, `${KEY}.currencyRequired`),
  v.transform((value) => value as FiatCurrency),
);
// The kit's amount field (a number, > 0, the currency's decimals); the balance depends on the currency chosen,
// so it is checked across the two fields below.
const amount = v.pipe(
  amountField(
    {},
    { invalid: `${KEY}.invalidAmount`, empty: `${KEY}.amountRequired`, minimum: '', maximum: '' },
  ),
  v.trim(),
);

/** amount + fee % must fit the IBAN balance: 'Insufficient balance. Total required (including fees): …'. */
const fundsIssue = ({ balanceOf, feePercent }: IbanMoneyContext, currency: string, typed: string) =>
  amountIssue(typed, { currency, balance: balanceOf(currency) ?? null, feePercent: feePercent ?? '0' });
const fits =
  (context: IbanMoneyContext) =>
  ({ currency, amount: typed }: { currency: string; amount: string }) =>
    fundsIssue(context, currency, typed)?.issue !== 'balance';
const insufficient = (context: IbanMoneyContext) => (issue: v.BaseIssue<unknown>) => {
  const { currency, amount: typed } = issue.input as { currency: string; amount: string };
  return translate(`${KEY}.insufficient`, {
    total: fundsIssue(context, currency, typed)?.total ?? '',
    currency,
  });
};

/** IBAN account → virtual wallet (spec 02 §5). */
export const ibanTransferSchema = (context: IbanMoneyContext) =>
  v.pipe(
    v.object({ currency: currencyField, amount }),
    v.forward(v.partialCheck([['currency'], ['amount']], fits(context), insufficient(context)), ['amount']),
  );
export type IbanTransferInput = v.InferInput<ReturnType<typeof ibanTransferSchema>>;
export type IbanTransferOutput = v.InferOutput<ReturnType<typeof ibanTransferSchema>>;

/** IBAN account → external IBAN (spec 02 §5), fee = withdrawalFees %. */
export const ibanWithdrawalSchema = (context: IbanMoneyContext) =>
  v.pipe(
    v.object({
      iban: v.pipe(v.string(), v.trim(), v.nonEmpty(`${KEY}.ibanRequired`)),
      currency: currencyField,
      amount,
    }),
    v.forward(v.partialCheck([['currency'], ['amount']], fits(context), insufficient(context)), ['amount']),
  );
export type IbanWithdrawalInput = v.InferInput<ReturnType<typeof ibanWithdrawalSchema>>;
export type IbanWithdrawalOutput = v.InferOutput<ReturnType<typeof ibanWithdrawalSchema>>;
