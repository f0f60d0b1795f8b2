import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  announceBalancesChanged,
  errorMessage,
  formatFiat,
  toast,
  useIdempotencyKey,
  useSecondFactorStep,
  type SecondFactorCode,
  type TransactionResult,
} from '@portal/shared';
import type { OutgoingWireBody, WireResult } from '../../../lib/contract-types';
import { codeFields, isCodeFailure } from '../../../lib/sensitive-action/code-fields';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useOutgoingWireCheck } from '../api/outgoing-wire-check';
import { submitOutgoingWire } from '../api/outgoing-wire';
import type { WireFormInput } from '../rules/wire-schema';

const bodyOf = (values: WireFormInput, templateId: string, code: SecondFactorCode): OutgoingWireBody => ({
  ...values,
  amount: values.amount.trim(),
  // The schema checked it; the account only holds EUR or USD.
  currancy: values.currancy as OutgoingWireBody['currancy'],
  checkboxval: templateId ? false : values.checkboxval,
  templatename: templateId ? '' : values.templatename,
  template_option: templateId,
  ...codeFields(code),
});

/** check → preview → second factor per outgoingotp → success or 'Transaction Failed' (Retry = back to the form). */
export const useWireFlow = (
  form: UseFormReturn<WireFormInput>,
  mode: string | null | undefined,
  templateId: string,
  onDone: () => void,
) => {
  const { t } = useWalletsTranslation();
  const check = useOutgoingWireCheck();
  const { key, renew } = useIdempotencyKey();
  const step = useSecondFactorStep(mode, t('outgoingWire.title2fa'));
  const [preview, setPreview] = useState<WireResult | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [sending, setSending] = useState(false);

  const onCheck = form.handleSubmit(async (values) => {
    try {
      const answer = await check.mutateAsync({ body: bodyOf(values, templateId, undefined) });
      renew();
      setPreview(answer.data ?? {});
    } catch (failure) {
      toast.fromError(failure);
    }
  });

  const finish = async (code: SecondFactorCode) => {
    const values = form.getValues();
    try {
      const { data } = await submitOutgoingWire(bodyOf(values, templateId, code), key);
      const cur = data?.success_display_cur ?? values.currancy;
      setResult({
        outcome: 'success',
        rows: [
          {
            label: t('outgoingWire.amount'),
            value: formatFiat(data?.success_display_amount ?? values.amount, cur),
          },
          {
            label: t('outgoingWire.debitAmount'),
            value: formatFiat(data?.success_display_debitamount ?? values.amount, cur),
          },
          { label: t('outgoingWire.reference'), value: data?.success_display_refno ?? '' },
          {
            label: t('outgoingWire.fromAccountLabel'),
            value: `${data?.success_display_fromaccount ?? ''} (${data?.success_display_fromaccount_cur ?? cur})`,
          },
          { label: t('outgoingWire.detailsLabel'), value: data?.success_display_details ?? '' },
        ],
      });
      renew();
      announceBalancesChanged('outgoing-wire');
      onDone();
    } catch (failure) {
      if (isCodeFailure(failure, code)) throw failure;
      setResult({
        outcome: 'failed',
        rows: [
          { label: t('outgoingWire.detailsLabel'), value: errorMessage(failure) },
          { label: t('outgoingWire.amount'), value: formatFiat(values.amount, values.currancy) },
        ],
      });
    }
    setPreview(null);
  };

  const onConfirm = async () => {
    setSending(true);
    try {
      await step.confirm(finish);
    } finally {
      setSending(false);
    }
  };

  return {
    onCheck,
    checking: check.isPending,
    preview,
    closePreview: () => setPreview(null),
    onConfirm,
    confirming: sending,
    dialogOpen: step.pending,
    dialog: step.dialog,
    result,
    closeResult: () => setResult(null),
  };
};
