import { useMemo } from 'react';
import { type MoneyFlowSpec, toast, useMoneyFlow } from '@portal/shared';
import type { DepositPreviewData } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useDepositFundCheck } from '../api/deposit-fund-check';
import { useSubmitFundDeposit } from '../api/submit-fund-deposit';
import type { DepositFormInput } from '../rules/deposit-schema';

const callOf = (accountId: string, form: DepositFormInput) => ({
  body: {
    fundamount: form.fundamount.trim(),
    fundinfo: form.fundinfo.trim(),
    account_id: accountId,
    fileName: form.file?.name ?? '',
  },
  files: { file: form.file },
});

/** Deposit Fund on the kit's money flow: depositfundcheck preview → confirm → submitfunddeposit (multipart,
 * proof as `file`); the outcome is a toast. */
export const useDepositFlow = (accountId: string, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  const check = useDepositFundCheck().mutateAsync;
  const submit = useSubmitFundDeposit().mutateAsync;
  const spec = useMemo<MoneyFlowSpec<DepositFormInput, DepositPreviewData, { message?: string | null }>>(
    () => ({
      source: 'fiat-deposit',
      preview: async (values) => (await check(callOf(accountId, values))).data,
      intentOf: (values) => JSON.stringify(callOf(accountId, values).body),
      submit: (values, _code, idempotencyKey) => submit({ ...callOf(accountId, values), idempotencyKey }),
      success: (_values, answer) => {
        toast.success(answer.message || t('fiatDeposit.submitted'));
        return null;
      },
      failure: () => {
        // Spec 02 §8: a submission failure shows the generic message.
        toast.error(t('shared:errors.generic'));
        return null;
      },
      afterSuccess: onDone,
    }),
    [accountId, check, submit, t, onDone],
  );
  return useMoneyFlow(spec, undefined);
};
