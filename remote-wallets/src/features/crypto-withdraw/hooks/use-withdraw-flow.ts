import { useState } from 'react';
import {
  announceBalancesChanged,
  errorMessage,
  formatCrypto,
  toast,
  useSecondFactorStep,
  type TransactionResult,
  useIntentKey,
} from '@portal/shared';
import type { Translate } from '@portal/shared';
import { secondFactorFields } from '@portal/shared';
import { useWithdrawPreview } from '../api/withdraw-preview';
import { useWithdrawSubmit } from '../api/withdraw-submit';
import type { WithdrawValues } from '../rules/withdraw-schema';

export type WithdrawIntent = { walletId: string; address: string; coin: string; values: WithdrawValues };
type Preview = { debit: string; credit: string; fees: string; currency: string };

/** withdraw_preview → confirm (fees) → second factor per `otp` → withdrawsubmit → result (spec 02 §4). */
export const useWithdrawFlow = (t: Translate, mode: string | null | undefined) => {
  const preview = useWithdrawPreview();
  const submit = useWithdrawSubmit();
  const keys = useIntentKey();
  const step = useSecondFactorStep(mode);
  const [pending, setPending] = useState<{ intent: WithdrawIntent; preview: Preview } | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);

  const start = async (intent: WithdrawIntent) => {
    try {
      const answer = await preview.mutateAsync({
        body: { crypto_wallet_id: intent.walletId, withdraw_amount: intent.values.amount },
      });
      const p = answer.data;
      setPending({
        intent,
        preview: { debit: p.debit_amount, credit: p.credit_amount, fees: p.fees, currency: p.debit_currency },
      });
    } catch (failure) {
      toast.fromError(failure);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { intent } = pending;
    setPending(null);
    await keys.once(() =>
      step.confirm(async (code) => {
        const body = {
          crypto_wallet_id: intent.walletId,
          withdraw_address: intent.address,
          networkchain: intent.values.networkchain,
          withdraw_amount: intent.values.amount,
          ...secondFactorFields(code),
        };
        const amount = formatCrypto(intent.values.amount, intent.coin);
        try {
          const data = (await submit.mutateAsync({ body, idempotencyKey: keys.keyNow() })).data;
          keys.renew();
          if (data.error_display_details) {
            setResult({
              outcome: 'failed',
              rows: [
                { label: t('cryptoWithdraw.result.details'), value: data.error_display_details },
                { label: t('cryptoWithdraw.result.amount'), value: amount },
              ],
            });
            return;
          }
          announceBalancesChanged('crypto-withdraw');
          setResult({
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
          });
        } catch (failure) {
          keys.renew();
          if (code) throw failure;
          setResult({
            outcome: 'failed',
            rows: [
              { label: t('cryptoWithdraw.result.details'), value: errorMessage(failure) },
              { label: t('cryptoWithdraw.result.amount'), value: amount },
            ],
          });
        }
      }),
    );
  };

  return {
    start,
    confirm,
    cancelPreview: () => setPending(null),
    preview: pending?.preview ?? null,
    previewing: preview.isPending,
    submitting: submit.isPending || step.pending,
    dialog: step.dialog,
    result,
    clearResult: () => setResult(null),
  };
};
