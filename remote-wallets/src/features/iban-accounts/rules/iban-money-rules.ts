import * as v from 'valibot';
import { translate, type FiatCurrency } from '@portal/shared';
import { FIAT_DECIMALS, hasAtMostDecimals, tooManyDecimalsMessage } from '../../../lib/money/decimals';
import { checkFunds, isValidAmount } from '../../../lib/money/fee-total';

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
const amountField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(`${KEY}.amountRequired`),
  // Empty is reported once, as required.
  v.check((value: string) => value === '' || isValidAmount(value), `${KEY}.invalidAmount`),
  v.check(
    (value: string) => hasAtMostDecimals(value, FIAT_DECIMALS),
    () => tooManyDecimalsMessage(FIAT_DECIMALS),
  ),
);

/** amount + fee % must fit the IBAN balance: 'Insufficient balance. Total required (including fees): …'. */
const fits =
  ({ balanceOf, feePercent }: IbanMoneyContext) =>
  ({ currency, amount }: { currency: string; amount: string }) =>
    checkFunds(amount, feePercent, balanceOf(currency), currency).fits;
const insufficient =
  ({ balanceOf, feePercent }: IbanMoneyContext) =>
  (issue: v.BaseIssue<unknown>) => {
    const { currency, amount } = issue.input as { currency: string; amount: string };
    return translate(`${KEY}.insufficient`, {
      total: checkFunds(amount.trim(), feePercent, balanceOf(currency), currency).total,
      currency,
    });
  };

/** IBAN account → virtual wallet (spec 02 §5). */
export const ibanTransferSchema = (context: IbanMoneyContext) =>
  v.pipe(
    v.object({ currency: currencyField, amount: amountField }),
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
      amount: amountField,
    }),
    v.forward(v.partialCheck([['currency'], ['amount']], fits(context), insufficient(context)), ['amount']),
  );
export type IbanWithdrawalInput = v.InferInput<ReturnType<typeof ibanWithdrawalSchema>>;
export type IbanWithdrawalOutput = v.InferOutput<ReturnType<typeof ibanWithdrawalSchema>>;
