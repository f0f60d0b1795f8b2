import type { endpoints, AnswerOf } from '@portal/shared/contract';
import { type DetailRow, formatAmount, formatCrypto, type Translate } from '@portal/shared';

export type SwapPreview = NonNullable<AnswerOf<(typeof endpoints)['cryptoExchange.swapPreview']>['data']>;

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
