import { useMemo } from 'react';
import {
  formatCrypto,
  type MoneyFlowSpec,
  secondFactorFields,
  type TransactionResult,
  type Translate,
  useMoneyFlow,
} from '@portal/shared';
import { useWithdrawPreview } from '../api/withdraw-preview';
import { useWithdrawSubmit } from '../api/withdraw-submit';
import type { WithdrawValues } from '../rules/withdraw-schema';

export type WithdrawIntent = { walletId: string; address: string; coin: string; values: WithdrawValues };
type Preview = { debit: string; credit: string; fees: string; currency: string };
type Answer = Awaited<ReturnType<ReturnType<typeof useWithdrawSubmit>['mutateAsync']>>;

const failed = (t: Translate, intent: WithdrawIntent, details: string): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('cryptoWithdraw.result.details'), value: details },
    { label: t('cryptoWithdraw.result.amount'), value: formatCrypto(intent.values.amount, intent.coin) },
  ],
});

/** An answer carrying error_display_details is a refusal; else the withdrawal's reference and details. */
const withdrawResult = (t: Translate, intent: WithdrawIntent, data: Answer['data']): TransactionResult => {
  if (data.error_display_details) return failed(t, intent, data.error_display_details);
  return {
    outcome: 'success',
    rows: [
      {
        label: t('cryptoWithdraw.result.amount'),
        value: formatCrypto(data.success_display_amount ?? intent.values.amount, intent.coin),
      },
      { label: t('cryptoWithdraw.result.reference'), value: data.success_display_refno ?? '' },
      {
        label: t('cryptoWithdraw.result.toAccount'),
        value: data.success_display_toaccount ?? intent.address,
      },
      { label: t('cryptoWithdraw.result.details'), value: data.success_display_details ?? '' },
    ],
  };
};

/** Crypto withdrawal on the kit's money flow: withdraw_preview → confirm (fees) → second factor per `otp` →
 * withdrawsubmit → result (spec 02 §4). */
export const useWithdrawFlow = (t: Translate, mode: string | null | undefined) => {
  const preview = useWithdrawPreview().mutateAsync;
  const submit = useWithdrawSubmit().mutateAsync;
  const spec = useMemo<MoneyFlowSpec<WithdrawIntent, Preview, Answer>>(
    () => ({
      source: 'crypto-withdraw',
      preview: async (intent) => {
        const body = { crypto_wallet_id: intent.walletId, withdraw_amount: intent.values.amount };
        const p = (await preview({ body })).data;
        return { debit: p.debit_amount, credit: p.credit_amount, fees: p.fees, currency: p.debit_currency };
      },
      submit: (intent, code, idempotencyKey) => {
        const body = {
          crypto_wallet_id: intent.walletId,
          withdraw_address: intent.address,
          networkchain: intent.values.networkchain,
          withdraw_amount: intent.values.amount,
          ...secondFactorFields(code),
        };
        return submit({ body, idempotencyKey });
      },
      success: (intent, answer) => withdrawResult(t, intent, answer.data),
      // With a code dialog open, any refusal stays in the dialog.
      isCodeFailure: (_failure, code) => !!code,
      failure: (intent, details) => failed(t, intent, details),
    }),
    [t, preview, submit],
  );
  return useMoneyFlow(spec, mode);
};
