import type { endpoints, AnswerOf } from '@portal/shared/contract';
import {
  formatCrypto,
  formatFiat,
  type MoneyReview,
  type TransactionResult,
  type Translate,
} from '@portal/shared';

type ExchangeResult = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.submitExchangeBuy']>['data']>;
type SwapResult = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.swapSubmit']>['data']>;

/** 'Transaction Failed': Amount and Details (the server's message). */
export const orderFailure = (t: Translate, amount: string, details: string): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('cryptoExchange.result.amount'), value: amount },
    { label: t('cryptoExchange.result.details'), value: details },
  ],
});

/** The answer's figure where it gives one, else the confirmed one. */
const answered = (
  figure: { amount: string; currency: string },
  amount?: string | null,
  currency?: string | null,
) => (amount ? { amount, currency: currency || figure.currency } : figure);

/** Buy: Order Amount (fiat), Credited Amount (coin), Debited Account, Reference Number. Sell: Order Amount
 * (coin), Credited Amount (fiat), Debited Wallet, Reference Number (spec 03 §2) — in the review's panel, with
 * the answer's figures; an answer carrying error_display_details is 'Transaction Failed'. */
export const orderSuccess = (
  t: Translate,
  side: 'buy' | 'sell',
  data: ExchangeResult,
  review: MoneyReview,
): TransactionResult => {
  if (data.error_display_details) {
    const amount = review.amount;
    const shown =
      side === 'buy'
        ? formatFiat(amount.amount, amount.currency)
        : formatCrypto(amount.amount, amount.currency);
    return orderFailure(t, shown, data.error_display_details);
  }
  return {
    outcome: 'success',
    title: t(`cryptoExchange.result.${side}Title`),
    summary: {
      ...review,
      amount: answered(review.amount, data.success_display_debit_amount, data.success_display_debit_currency),
      total: answered(review.total, data.success_display_debit_amount, data.success_display_debit_currency),
      receives: answered(
        review.receives ?? review.amount,
        data.success_display_credit_amount,
        data.success_display_credit_currency,
      ),
      from: { ...review.from, detail: data.success_display_debit_account || review.from.detail },
      labels: {
        ...review.labels,
        from: t(
          side === 'buy' ? 'cryptoExchange.result.debitedAccount' : 'cryptoExchange.result.debitedWallet',
        ),
        receives: t('cryptoExchange.result.creditedAmount'),
      },
      note: undefined,
    },
    rows: [{ label: t('cryptoExchange.result.reference'), value: data.success_display_refno ?? '' }],
  };
};

/** Swap: Order Amount (from-coin), Credit Amount (to-coin), the debited wallet, Reference Number. */
export const swapSuccess = (t: Translate, data: SwapResult, review: MoneyReview): TransactionResult => ({
  outcome: 'success',
  title: t('cryptoExchange.result.swapTitle'),
  summary: {
    ...review,
    amount: answered(
      review.amount,
      data.success_display_debit_amount_swap,
      data.success_display_debit_currency_swap,
    ),
    receives: answered(
      review.receives ?? review.amount,
      data.success_display_credit_amount_swap,
      data.success_display_credit_currency_swap,
    ),
    labels: {
      ...review.labels,
      from: t('cryptoExchange.result.debitedWallet'),
      receives: t('cryptoExchange.result.creditAmount'),
    },
    note: undefined,
  },
  rows: [{ label: t('cryptoExchange.result.reference'), value: data.success_display_refno_swap ?? '' }],
});
