import { useMemo } from 'react';
import {
  errorMessage,
  formatFiat,
  type MoneyFlowSpec,
  type TransactionResult,
  useMoneyFlow,
} from '@portal/shared';
import type { FiatInternalTransferBody } from '../../../lib/contract-types';
import { codeFields } from '../../../lib/sensitive-action/code-fields';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import type { Recipient } from '../components/recipient-step';
import type { InternalAmountInput } from '../rules/internal-schema';

export type InternalIntent = { recipient: Recipient; values: InternalAmountInput };
type Answer = Awaited<ReturnType<typeof submitInternalTransfer>>;
type Translate = ReturnType<typeof useWalletsTranslation>['t'];

const transferOf = ({ recipient, values }: InternalIntent): FiatInternalTransferBody => ({
  account: String(recipient.account.account_id_pk),
  emailaddress: recipient.email,
  amount: values.amount.trim(),
  currancy: recipient.account.account_currency_type as FiatInternalTransferBody['currancy'],
  message: values.message.trim(),
});

const shownAmount = ({ recipient, values }: InternalIntent) =>
  formatFiat(values.amount.trim(), recipient.account.account_currency_type);

const failed = (t: Translate, intent: InternalIntent, details: string): TransactionResult => ({
  outcome: 'failed',
  rows: [
    { label: t('internalTransfer.details'), value: details },
    { label: t('internalTransfer.amount'), value: shownAmount(intent) },
  ],
});

/** Internal transfer on the kit's money flow: the preview first (the server binds the code it sends next to
 * this amount and payee), then the second factor per internalotp, the transfer and its result. */
export const useInternalFlow = (mode: string | null | undefined, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  const spec = useMemo<MoneyFlowSpec<InternalIntent, unknown, Answer>>(
    () => ({
      source: 'internal-transfer',
      title: t('internalTransfer.title2fa'),
      direct: true,
      preview: (intent) => checkInternalTransfer(transferOf(intent)),
      previewFailed: (intent, failure) => ({ result: failed(t, intent, errorMessage(failure)) }),
      intentOf: (intent) => JSON.stringify(transferOf(intent)),
      submit: (intent, code, key) =>
        submitInternalTransfer({ ...transferOf(intent), ...codeFields(code) }, key),
      success: (intent, answer) => ({
        outcome: 'success',
        rows: [
          { label: t('internalTransfer.amount'), value: shownAmount(intent) },
          {
            label: t('internalTransfer.sentTo'),
            value: `${intent.recipient.name} (${intent.recipient.email})`,
          },
          { label: t('internalTransfer.details'), value: answer.message ?? '' },
        ],
      }),
      afterSuccess: onDone,
      failure: (intent, details) => failed(t, intent, details),
    }),
    [t, onDone],
  );
  return useMoneyFlow(spec, mode);
};
