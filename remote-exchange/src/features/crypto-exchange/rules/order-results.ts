import type { endpoints, AnswerOf } from '@portal/shared/contract';
import { formatCrypto, formatFiat, type TransactionResult, type Translate } from '@portal/shared';

type ExchangeResult = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.submitExchangeBuy']>['data']>;
type SwapResult = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.swapSubmit']>['data']>;

const money = (amount: string | null | undefined, currency: string | null | undefined, fiat: boolean) =>
  fiat ? formatFiat(amount ?? '0', currency ?? '') : formatCrypto(amount ?? '0', currency ?? undefined);

/** Buy: Order Amount (fiat), Credited Amount (coin), Debited Account, Reference Number. Sell: Order Amount
 * (coin), Credited Amount (fiat), Debited Wallet, Reference Number (spec 03 §2). */
export const orderSuccess = (
  t: Translate,
  side: 'buy' | 'sell',
  data: ExchangeResult,
): TransactionResult => ({
  outcome: 'success',
  title: t(`cryptoExchange.result.${side}Title`),
  rows: [
    {
      label: t('cryptoExchange.result.orderAmount'),
      value: money(data.success_display_debit_amount, data.success_display_debit_currency, side === 'buy'),
    },
    {
      label: t('cryptoExchange.result.creditedAmount'),
      value: money(data.success_display_credit_amount, data.success_display_credit_currency, side === 'sell'),
    },
    {
      label: t(
        side === 'buy' ? 'cryptoExchange.result.debitedAccount' : 'cryptoExchange.result.debitedWallet',
      ),
      value: data.success_display_debit_account ?? '',
    },
    { label: t('cryptoExchange.result.reference'), value: data.success_display_refno ?? '' },
  ],
});

/** Swap: Order Amount (from-coin), Credit Amount (to-coin), the debited wallet, Reference Number. */
export const swapSuccess = (t: Translate, data: SwapResult, debitedWallet: string): TransactionResult => ({
  outcome: 'success',
  title: t('cryptoExchange.result.swapTitle'),
  rows: [
    {
      label: t('cryptoExchange.result.orderAmount'),
      value: formatCrypto(
        data.success_display_debit_amount_swap ?? '0',
        data.success_display_debit_currency_swap ?? undefined,
      ),
    },
    {
      label: t('cryptoExchange.result.creditAmount'),
      value: formatCrypto(
        data.success_display_credit_amount_swap ?? '0',
        data.success_display_credit_currency_swap ?? undefined,
      ),
    },
    { label: t('cryptoExchange.result.debitedWallet'), value: debitedWallet },
    { label: t('cryptoExchange.result.reference'), value: data.success_display_refno_swap ?? '' },
  ],
});

/** 'Transaction Failed': Amount and Details (the server's message). */
export const orderFailure = (t: Translate, amount: string, details: string): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('cryptoExchange.result.amount'), value: amount },
    { label: t('cryptoExchange.result.details'), value: details },
  ],
});
