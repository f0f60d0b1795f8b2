import { useState } from 'react';
import {
  announceBalancesChanged,
  errorMessage,
  formatFiat,
  useIdempotencyKey,
  useSecondFactorStep,
  type SecondFactorCode,
  type TransactionResult,
} from '@portal/shared';
import type { FiatInternalTransferBody } from '../../../lib/contract-types';
import { codeFields, isCodeFailure } from '../../../lib/sensitive-action/code-fields';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import type { Recipient } from '../components/recipient-step';
import type { InternalAmountInput } from '../rules/internal-schema';

/** Second factor per internalotp, then the transfer and its result. */
export const useInternalFlow = (mode: string | null | undefined, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  const { key, renew } = useIdempotencyKey();
  const step = useSecondFactorStep(mode, t('internalTransfer.title2fa'));
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (recipient: Recipient, values: InternalAmountInput) => {
    const currency = recipient.account.account_currency_type;
    const amount = formatFiat(values.amount.trim(), currency);
    const transfer: FiatInternalTransferBody = {
      account: String(recipient.account.account_id_pk),
      emailaddress: recipient.email,
      amount: values.amount.trim(),
      currancy: currency as FiatInternalTransferBody['currancy'],
      message: values.message.trim(),
    };
    const failed = (failure: unknown) =>
      setResult({
        outcome: 'failed',
        rows: [
          { label: t('internalTransfer.details'), value: errorMessage(failure) },
          { label: t('internalTransfer.amount'), value: amount },
        ],
      });
    const finish = async (code: SecondFactorCode) => {
      const body: FiatInternalTransferBody = { ...transfer, ...codeFields(code) };
      try {
        const answer = await submitInternalTransfer(body, key);
        setResult({
          outcome: 'success',
          rows: [
            { label: t('internalTransfer.amount'), value: amount },
            { label: t('internalTransfer.sentTo'), value: `${recipient.name} (${recipient.email})` },
            { label: t('internalTransfer.details'), value: answer.message ?? '' },
          ],
        });
        renew();
        announceBalancesChanged('internal-transfer');
        onDone();
      } catch (failure) {
        if (isCodeFailure(failure, code)) throw failure;
        failed(failure);
      }
    };
    setSending(true);
    try {
      // The preview first: the server binds the code it sends next to this amount and payee.
      await checkInternalTransfer(transfer);
    } catch (failure) {
      failed(failure);
      setSending(false);
      return;
    }
    try {
      await step.confirm(finish);
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending: sending || step.pending,
    dialog: step.dialog,
    result,
    closeResult: () => setResult(null),
  };
};
