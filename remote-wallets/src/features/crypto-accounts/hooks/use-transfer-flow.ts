import { useMemo } from 'react';
import {
  errorMessage,
  type MoneyFlowSpec,
  type MoneyReview,
  secondFactorFields,
  type Translate,
  useMoneyFlow,
} from '@portal/shared';
import { checkTransfer, useSubmitTransfer } from '../api/submit-transfer';
import type { TransferValues } from '../rules/transfer-schema';
import { transferFailureOf, transferResultOf } from '../components/transfer-result';

export type CryptoTransferIntent = { values: TransferValues; coin: string };
type Preview = Awaited<ReturnType<typeof checkTransfer>>['data'];

const bodyOf = ({ values }: CryptoTransferIntent) => ({
  transfer_crypto: values.wallet,
  transfer_email: values.email,
  transfer_amount: values.amount,
  transfer_wallet_address: values.address,
});

/** The review of the checked transfer: the amount the check confirmed, no fee (the server charges none), from
 * the sender's wallet (its address) to the payee (name and e-mail). */
const transferReview = (
  t: Translate,
  intent: CryptoTransferIntent,
  preview: Preview | undefined,
): MoneyReview => {
  const money = {
    amount: preview?.amount ?? intent.values.amount,
    currency: preview?.currency ?? intent.coin,
  };
  return {
    amount: money,
    fee: { amount: '0', currency: money.currency },
    total: money,
    from: { name: t('cryptoAccounts.ownWallet', { coin: money.currency }), detail: intent.values.address },
    to: { name: preview?.payee ?? intent.values.email, detail: intent.values.email },
  };
};

/** Crypto transfer on the kit's money flow: the preview (binds the SMS code to amount and payee), the review,
 * the confirm step by the crypto `otp` mode naming them, then the transfer with one idempotency key per intent. */
export const useTransferFlow = (t: Translate, mode: string | null | undefined, onDone: () => void) => {
  const submit = useSubmitTransfer().mutateAsync;
  const spec = useMemo<MoneyFlowSpec<CryptoTransferIntent, Preview, Awaited<ReturnType<typeof submit>>>>(
    () => ({
      source: 'crypto-transfer',
      review: (intent, preview) => transferReview(t, intent, preview),
      preview: async (intent) => (await checkTransfer(bodyOf(intent))).data,
      previewFailed: (intent, failure) => ({
        result: transferFailureOf(t, errorMessage(failure), intent.coin, intent.values.amount),
      }),
      titleOf: ({ amount, currency, payee }) =>
        t('cryptoAccounts.transferConfirmTitle', { amount, currency, payee }),
      intentOf: (intent) => JSON.stringify(bodyOf(intent)),
      submit: (intent, code, idempotencyKey) =>
        submit({ body: { ...bodyOf(intent), ...secondFactorFields(code) }, idempotencyKey }),
      success: (intent, answer) => transferResultOf(t, answer.data, intent.coin, intent.values.amount),
      afterSuccess: onDone,
      // With a code dialog open, any refusal stays in the dialog; otherwise the error display.
      isCodeFailure: (_failure, code) => !!code,
      failure: (intent, details) => transferFailureOf(t, details, intent.coin, intent.values.amount),
    }),
    [t, submit, onDone],
  );
  return useMoneyFlow(spec, mode);
};
