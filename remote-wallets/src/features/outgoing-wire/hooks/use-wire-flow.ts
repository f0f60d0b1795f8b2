import { useMemo } from 'react';
import {
  formatFiat,
  type MoneyFlowSpec,
  type SecondFactorCode,
  type TransactionResult,
  useMoneyFlow,
} from '@portal/shared';
import type { OutgoingWireBody, WireResult } from '../../../lib/contract-types';
import { codeFields } from '../../../lib/sensitive-action/code-fields';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useOutgoingWireCheck } from '../api/outgoing-wire-check';
import { submitOutgoingWire } from '../api/outgoing-wire';
import type { WireFormInput } from '../rules/wire-schema';

type Answer = Awaited<ReturnType<typeof submitOutgoingWire>>;
type Translate = ReturnType<typeof useWalletsTranslation>['t'];

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

const wireSuccess = (t: Translate, values: WireFormInput, data: Answer['data']): TransactionResult => {
  const cur = data?.success_display_cur ?? values.currancy;
  return {
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
  };
};

/** The wire on the kit's money flow: check → preview → second factor per outgoingotp → success or
 * 'Transaction Failed' (Retry = back to the form). */
export const useWireFlow = (mode: string | null | undefined, templateId: string, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  const check = useOutgoingWireCheck().mutateAsync;
  const spec = useMemo<MoneyFlowSpec<WireFormInput, WireResult, Answer>>(
    () => ({
      source: 'outgoing-wire',
      title: t('outgoingWire.title2fa'),
      preview: async (values) => (await check({ body: bodyOf(values, templateId, undefined) })).data ?? {},
      intentOf: (values) => JSON.stringify(bodyOf(values, templateId, undefined)),
      submit: (values, code, key) => submitOutgoingWire(bodyOf(values, templateId, code), key),
      success: (values, answer) => wireSuccess(t, values, answer.data),
      afterSuccess: onDone,
      failure: (values, details) => ({
        outcome: 'failed',
        rows: [
          { label: t('outgoingWire.detailsLabel'), value: details },
          { label: t('outgoingWire.amount'), value: formatFiat(values.amount, values.currancy) },
        ],
      }),
    }),
    [t, check, templateId, onDone],
  );
  return useMoneyFlow(spec, mode);
};
