import { formatCrypto, type TransactionResult, type Translate } from '@portal/shared';
import type { CryptoResult } from '../../../lib/crypto/types';

/** Success display (reference number, to-account, details; the kit's result panel above them shows the amount
 * as reviewed) or error display (details, amount). */
export const transferResultOf = (
  t: Translate,
  data: CryptoResult,
  coin: string,
  amount: string,
): TransactionResult => {
  if (data.error_display_details) {
    return {
      outcome: 'failed',
      rows: [
        { label: t('cryptoAccounts.result.details'), value: data.error_display_details },
        {
          label: t('cryptoAccounts.result.amount'),
          value: formatCrypto(data.error_display_amount ?? amount, coin),
        },
      ],
    };
  }
  return {
    outcome: 'success',
    rows: [
      { label: t('cryptoAccounts.result.reference'), value: data.success_display_refno ?? '' },
      { label: t('cryptoAccounts.result.toAccount'), value: data.success_display_toaccount ?? '' },
      { label: t('cryptoAccounts.result.details'), value: data.success_display_details ?? '' },
    ],
  };
};

/** A call refused by the server (code ≠ 200, no code dialog open): the error display with its message. */
export const transferFailureOf = (
  t: Translate,
  details: string,
  coin: string,
  amount: string,
): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('cryptoAccounts.result.details'), value: details },
    { label: t('cryptoAccounts.result.amount'), value: formatCrypto(amount, coin) },
  ],
});
