import { useMemo } from 'react';
import {
  FIAT_FACTOR_FIELDS,
  formatFiat,
  type MoneyFlowSpec,
  type MoneyReview,
  type SecondFactorCode,
  secondFactorFields,
  sub,
  type Translate,
} from '@portal/shared';
import type { OutgoingWireBody, WireResult } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { checkOutgoingWire } from '../api/outgoing-wire-check';
import { submitOutgoingWire } from '../api/outgoing-wire';
import type { WireFormInput } from '../rules/wire-schema';

type Answer = Awaited<ReturnType<typeof submitOutgoingWire>>;

const bodyOf = (values: WireFormInput, templateId: string, code: SecondFactorCode): OutgoingWireBody => ({
  ...values,
  amount: values.amount.trim(),
  // The schema checked it; the account only holds EUR or USD.
  currancy: values.currancy as OutgoingWireBody['currancy'],
  checkboxval: templateId ? false : values.checkboxval,
  templatename: templateId ? '' : values.templatename,
  template_option: templateId,
  ...secondFactorFields(code, FIAT_FACTOR_FIELDS),
});

/** outgoingwirecheck's figures (the debit includes the fee) and the beneficiary as typed. */
export const wireReview = (
  t: Translate,
  values: WireFormInput,
  check: WireResult | undefined,
): MoneyReview => {
  const currency = check?.success_display_cur ?? values.currancy;
  const amount = check?.success_display_amount ?? values.amount.trim();
  const debit = check?.success_display_debitamount ?? amount;
  return {
    amount: { amount, currency },
    fee: { amount: sub(debit, amount), currency },
    total: { amount: debit, currency },
    from: {
      name: t('outgoingWire.fromWallet', { currency: check?.success_display_fromaccount_cur ?? currency }),
      detail: check?.success_display_fromaccount ?? '',
    },
    to: { name: values.customer_name, detail: values.accountnumber },
    rows: [
      { label: t('outgoingWire.bankName'), value: values.accountname },
      { label: t('outgoingWire.swiftCode'), value: values.swiftcode },
      { label: t('outgoingWire.routingNumber'), value: values.abatitle },
      ...(check?.success_display_details
        ? [{ label: t('outgoingWire.detailsLabel'), value: check.success_display_details }]
        : []),
    ],
    note: t('outgoingWire.reviewNote'),
  };
};

/** The wire on the kit's money form: outgoingwirecheck → the review → the confirm mode per outgoingotp →
 * success with the reference, or 'Transaction Failed' (Retry = back to the filled form). */
export const useWireFlow = (templateId: string, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  return useMemo<MoneyFlowSpec<WireFormInput, WireResult, Answer>>(
    () => ({
      source: 'outgoing-wire',
      title: t('outgoingWire.title2fa'),
      reviewTitle: t('outgoingWire.preview'),
      confirmLabel: t('outgoingWire.confirm'),
      preview: async (values) => (await checkOutgoingWire(bodyOf(values, templateId, undefined))).data ?? {},
      review: (values, check) => wireReview(t, values, check),
      intentOf: (values) => JSON.stringify(bodyOf(values, templateId, undefined)),
      submit: (values, code, key) => submitOutgoingWire(bodyOf(values, templateId, code), key),
      success: (_values, answer) => ({
        outcome: 'success',
        rows: [
          { label: t('outgoingWire.reference'), value: answer.data?.success_display_refno ?? '' },
          { label: t('outgoingWire.detailsLabel'), value: answer.data?.success_display_details ?? '' },
        ],
      }),
      afterSuccess: onDone,
      failure: (values, details) => ({
        outcome: 'failed',
        rows: [
          { label: t('outgoingWire.detailsLabel'), value: details },
          { label: t('outgoingWire.amount'), value: formatFiat(values.amount, values.currancy) },
        ],
      }),
    }),
    [t, templateId, onDone],
  );
};
