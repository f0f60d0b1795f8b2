import { useMemo } from 'react';
import {
  FIAT_FACTOR_FIELDS,
  errorMessage,
  formatFiat,
  type MoneyFlowSpec,
  type MoneyReview,
  type TransactionResult,
  secondFactorFields,
} from '@portal/shared';
import type { FiatInternalTransferBody } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { submitInternalTransfer } from '../api/fiat-internal-transfer';
import { checkInternalTransfer } from '../api/fiat-internal-transfer-check';
import type { Recipient } from '../components/recipient-step';
import type { InternalAmountInput } from '../rules/internal-schema';

type Answer = Awaited<ReturnType<typeof submitInternalTransfer>>;
type Check = Awaited<ReturnType<typeof checkInternalTransfer>>['data'];
type Translate = ReturnType<typeof useWalletsTranslation>['t'];

const transferOf = (recipient: Recipient, values: InternalAmountInput): FiatInternalTransferBody => ({
  account: String(recipient.account.account_id_pk),
  emailaddress: recipient.email,
  amount: values.amount.trim(),
  currancy: recipient.account.account_currency_type as FiatInternalTransferBody['currancy'],
  message: values.message.trim(),
});

const failed = (t: Translate, recipient: Recipient, values: InternalAmountInput, details: string) =>
  ({
    outcome: 'failed',
    rows: [
      { label: t('internalTransfer.details'), value: details },
      {
        label: t('internalTransfer.amount'),
        value: formatFiat(values.amount.trim(), recipient.account.account_currency_type),
      },
    ],
  }) satisfies TransactionResult;

/** The check answer's fee and total (the server charges exactly these), from the chosen wallet to the
 * verified recipient, with the message. */
const reviewOf = (
  t: Translate,
  recipient: Recipient,
  values: InternalAmountInput,
  check: Check | undefined,
) => {
  const { account } = recipient;
  const currency = check?.currency ?? account.account_currency_type;
  return {
    amount: { amount: check?.amount ?? values.amount.trim(), currency },
    fee: { amount: check?.fee ?? '0', currency },
    total: { amount: check?.total ?? values.amount.trim(), currency },
    from: {
      name: t('internalTransfer.fromWallet', { currency: account.account_currency_type }),
      detail: account.account_number,
    },
    to: { name: recipient.name, detail: recipient.email },
    rows: [{ label: t('internalTransfer.message'), value: values.message.trim() }],
  } satisfies MoneyReview;
};

/** Internal transfer on the kit's money form: the check call (fee and total; the server binds the SMS code it
 * sends next to this amount and payee), the review, the confirm mode per internalotp, the transfer, its result. */
export const useInternalFlow = (recipient: Recipient | null, onDone: () => void) => {
  const { t } = useWalletsTranslation();
  return useMemo<MoneyFlowSpec<InternalAmountInput, Check, Answer>>(() => {
    // The form is only submitted once a recipient was verified (the amount step shows after Next).
    const to = () => recipient as Recipient;
    return {
      source: 'internal-transfer',
      title: t('internalTransfer.title2fa'),
      confirmLabel: t('internalTransfer.confirmSend'),
      preview: async (values) => (await checkInternalTransfer(transferOf(to(), values))).data,
      previewFailed: (values, failure) => ({ result: failed(t, to(), values, errorMessage(failure)) }),
      review: (values, check) => reviewOf(t, to(), values, check),
      intentOf: (values) => JSON.stringify(transferOf(to(), values)),
      submit: (values, code, key) =>
        submitInternalTransfer(
          { ...transferOf(to(), values), ...secondFactorFields(code, FIAT_FACTOR_FIELDS) },
          key,
        ),
      success: (_values, answer) => ({
        outcome: 'success',
        rows: [{ label: t('internalTransfer.details'), value: answer.message ?? '' }],
      }),
      afterSuccess: onDone,
      failure: (values, details) => failed(t, to(), values, details),
    };
  }, [t, recipient, onDone]);
};
