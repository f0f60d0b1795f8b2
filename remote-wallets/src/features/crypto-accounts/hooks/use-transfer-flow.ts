import { useState } from 'react';
import {
  announceBalancesChanged,
  errorMessage,
  useSecondFactorStep,
  type TransactionResult,
  useIntentKey,
} from '@portal/shared';
import type { Translate } from '@portal/shared';
import { secondFactorFields } from '@portal/shared';
import { checkTransfer, useSubmitTransfer } from '../api/submit-transfer';
import type { TransferValues } from '../rules/transfer-schema';
import { transferFailureOf, transferResultOf } from '../components/transfer-result';

/** Preview (binds the SMS code to amount and payee), confirm step by the crypto `otp` mode naming them, then
 * submitTransfer with one idempotency key per intent. */
export const useTransferFlow = (t: Translate, mode: string | null | undefined, onDone: () => void) => {
  const transfer = useSubmitTransfer();
  const intent = useIntentKey();
  const [naming, setNaming] = useState<string>();
  const step = useSecondFactorStep(mode, naming);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [checking, setChecking] = useState(false);

  const preview = async (values: TransferValues, coin: string) => {
    setChecking(true);
    try {
      const answer = await checkTransfer({
        transfer_crypto: values.wallet,
        transfer_email: values.email,
        transfer_amount: values.amount,
        transfer_wallet_address: values.address,
      });
      const { amount, currency, payee } = answer.data;
      setNaming(t('cryptoAccounts.transferConfirmTitle', { amount, currency, payee }));
      return true;
    } catch (failure) {
      setResult(transferFailureOf(t, errorMessage(failure), coin, values.amount));
      return false;
    } finally {
      setChecking(false);
    }
  };

  const start = (values: TransferValues, coin: string) =>
    intent.once(async () => {
      if (!(await preview(values, coin))) return;
      await step.confirm(async (code) => {
        const body = {
          transfer_crypto: values.wallet,
          transfer_email: values.email,
          transfer_amount: values.amount,
          transfer_wallet_address: values.address,
          ...secondFactorFields(code),
        };
        try {
          const answer = await transfer.mutateAsync({ body, idempotencyKey: intent.keyNow() });
          const shown = transferResultOf(t, answer.data, coin, values.amount);
          intent.renew();
          setResult(shown);
          if (shown.outcome === 'success') {
            announceBalancesChanged('crypto-transfer');
            onDone();
          }
        } catch (failure) {
          intent.renew();
          // With a code dialog open, a refusal (wrong code) stays in the dialog; otherwise the error display.
          if (code) throw failure;
          setResult(transferFailureOf(t, errorMessage(failure), coin, values.amount));
        }
      });
    });

  return {
    start,
    dialog: step.dialog,
    pending: checking || transfer.isPending || step.pending,
    result,
    clearResult: () => setResult(null),
  };
};
