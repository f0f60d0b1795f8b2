import { useMemo } from 'react';
import { type MoneyFlowSpec, toast, type Translate } from '@portal/shared';
import type { AdminBankAccount, DepositPreviewData } from '../../../lib/contract-types';
import { transferReference } from '../components/bank-instructions';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { checkDepositFund } from '../api/deposit-fund-check';
import { submitFundDeposit } from '../api/submit-fund-deposit';
import type { DepositFormInput } from '../rules/deposit-schema';

/** Where the money goes: the provider's account the customer pays into, and the wallet it credits. */
export type DepositTarget = {
  accountId: string;
  payee: { name: string; number: string };
  wallet: { currency: string; number: string };
  reference: string;
};

/** The provider's account chosen on the page and the user's wallet of its currency. */
export const depositTargetOf = (
  admin: AdminBankAccount,
  walletNumber: string | undefined,
): DepositTarget => ({
  accountId: String(admin.admin_account_id_pk),
  payee: { name: admin.account_name ?? '', number: admin.account_number },
  wallet: { currency: admin.account_currency_type, number: walletNumber ?? '' },
  reference: transferReference(walletNumber),
});

const callOf = (accountId: string, form: DepositFormInput) => ({
  body: {
    fundamount: form.fundamount.trim(),
    fundinfo: form.fundinfo.trim(),
    account_id: accountId,
    fileName: form.file?.name ?? '',
  },
  files: { file: form.file },
});

/** depositfundcheck's figures: the amount transferred, the fee taken from it, what the wallet is credited. */
export const depositReview = (
  t: Translate,
  target: DepositTarget,
  values: DepositFormInput,
  preview: DepositPreviewData | undefined,
) => {
  const currency = preview?.success_display_topup_currency ?? target.wallet.currency;
  const amount = preview?.success_display_topup_amount ?? values.fundamount.trim();
  return {
    amount: { amount, currency },
    fee: { amount: preview?.success_display_fee_amount ?? '0', currency },
    total: { amount, currency },
    receives: { amount: preview?.success_display_debit_amount ?? amount, currency },
    from: { name: t('fiatDeposit.fromBank'), detail: values.fundinfo.trim() },
    to: { name: t('fiatDeposit.toWallet', { currency }), detail: target.wallet.number },
    labels: { total: t('fiatDeposit.totalTransfer'), receives: t('fiatDeposit.credited') },
    rows: [
      { label: t('fiatDeposit.payTo'), value: `${target.payee.name} · ${target.payee.number}` },
      { label: t('fiatDeposit.reference'), value: target.reference },
      { label: t('fiatDeposit.proofFile'), value: values.file?.name ?? '' },
    ],
    note: t('fiatDeposit.reviewNote'),
  };
};

/** Deposit Fund on the kit's money form: depositfundcheck → the review → submitfunddeposit (multipart, proof as
 * `file`) → the result; a refused submission shows the generic message (spec 02 §8) and keeps the form. */
export const useDepositFlow = (target: DepositTarget, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  return useMemo<MoneyFlowSpec<DepositFormInput, DepositPreviewData, { message?: string | null }>>(
    () => ({
      source: 'fiat-deposit',
      confirmLabel: t('common.submit'),
      preview: async (values) => (await checkDepositFund(callOf(target.accountId, values))).data,
      review: (values, preview) => depositReview(t, target, values, preview),
      intentOf: (values) => JSON.stringify(callOf(target.accountId, values).body),
      submit: (values, _code, idempotencyKey) =>
        submitFundDeposit({ ...callOf(target.accountId, values), idempotencyKey }),
      success: (_values, answer) => ({
        outcome: 'success',
        title: t('fiatDeposit.submittedTitle'),
        rows: [{ label: t('fiatDeposit.details'), value: answer.message || t('fiatDeposit.submitted') }],
      }),
      failure: () => {
        toast.error(t('shared:errors.generic'));
        return null;
      },
      afterSuccess: onDone,
    }),
    [target, t, onDone],
  );
};
