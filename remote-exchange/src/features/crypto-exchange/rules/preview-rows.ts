import type { endpoints, AnswerOf } from '@portal/shared/contract';
import { type DetailRow, formatAmount, formatCrypto, formatFiat, type Translate } from '@portal/shared';

export type RatePreview = NonNullable<
  AnswerOf<(typeof endpoints)['cryptoExchange.getCryptoRatesBuy']>['data']
>;
export type SwapPreview = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.swapPreview']>['data']>;

/** Buy/Sell details: Order Amount, Site Fee (fiat, 2 decimals), Exchange Rate, Credit Amount (spec 03 §2, §9). */
export const orderPreviewRows = (t: Translate, side: 'buy' | 'sell', p: RatePreview): DetailRow[] => {
  const coin = side === 'buy' ? p.credit_currency : p.debit_currency;
  const fiat = side === 'buy' ? p.debit_currency : p.credit_currency;
  const order = side === 'buy' ? formatFiat(p.debit_amount, fiat) : formatCrypto(p.debit_amount, coin);
  const credit = side === 'buy' ? formatCrypto(p.credit_amount, coin) : formatFiat(p.credit_amount, fiat);
  return [
    { label: t('cryptoExchange.preview.orderAmount'), value: order },
    { label: t('cryptoExchange.preview.siteFee'), value: formatFiat(p.fees, fiat) },
    {
      label: t('cryptoExchange.preview.exchangeRate'),
      value: t('cryptoExchange.preview.rate', {
        from: coin,
        rate: formatAmount(p.exchangerate, 2),
        to: fiat,
      }),
    },
    { label: t('cryptoExchange.preview.creditAmount'), value: credit },
  ];
};

/** Swap 'Transaction Details': order amount, site fee (from-coin, 8 decimals), rate, total deduction and amount
 * collected. */
export const swapPreviewRows = (t: Translate, p: SwapPreview): DetailRow[] => [
  { label: t('cryptoExchange.preview.orderAmount'), value: formatCrypto(p.from_amount, p.debit_currency) },
  { label: t('cryptoExchange.preview.siteFee'), value: formatCrypto(p.fees, p.debit_currency) },
  {
    label: t('cryptoExchange.preview.exchangeRate'),
    value: t('cryptoExchange.preview.rate', {
      from: p.debit_currency,
      rate: formatAmount(p.exchangerate, 8),
      to: p.credit_currency,
    }),
  },
  {
    label: t('cryptoExchange.preview.totalDeduction'),
    value: formatCrypto(p.debit_amount, p.debit_currency),
  },
  { label: t('cryptoExchange.preview.amountCollected'), value: formatCrypto(p.to_amount, p.credit_currency) },
];
