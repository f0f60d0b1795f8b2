import { useMemo } from 'react';
import {
  formatFiat,
  type MoneyFlowSpec,
  type MoneyReview,
  type ReviewParty,
  type TransactionResult,
  useMoneyFlow,
} from '@portal/shared';
import type { CardToAccountBody } from '../../../lib/contract-types';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { moveFailure } from '../../../lib/money/move-failure';
import { codeFields } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cardToAccount } from '../api/card-to-account';
import type { TransferInput } from '../rules/transfer-schema';

/** What the customer typed, and the currency of the chosen card. */
export type TransferIntent = TransferInput & { currency: string };
type Answer = Awaited<ReturnType<typeof cardToAccount>>;
type Translate = ReturnType<typeof useCardsTranslation>['t'];

const bodyOf = (values: TransferIntent): Omit<CardToAccountBody, 'authcode' | 'otp'> => ({
  card_id: values.card_id,
  account_id: values.account_id,
  amount: values.amount.trim(),
  causal: values.causal.trim(),
});

/** The card and the account the review names (the chosen card's name and number, the account's number). */
export type TransferParties = (values: TransferIntent) => { from: ReviewParty; to: ReviewParty };

/** The review: the amount leaves the card as it is (the provider charges no fee for card → account). */
const transferReview = (t: Translate, values: TransferIntent, parties: TransferParties): MoneyReview => {
  const money = { amount: values.amount.trim(), currency: values.currency };
  const causal = values.causal.trim();
  return {
    amount: money,
    fee: { amount: '0', currency: values.currency },
    total: money,
    ...parties(values),
    rows: causal ? [{ label: t('transferAccount.causal'), value: causal }] : [],
  };
};

/** 'Transaction Submitted' with every field of spec 03 §2. */
const transferSuccess = (t: Translate, values: TransferIntent, answer: Answer): TransactionResult => {
  const data = answer.data ?? {};
  const amount = values.amount.trim();
  const currency = data.success_display_currancy ?? values.currency;
  return {
    outcome: 'success',
    title: t('transferAccount.transactionSubmitted'),
    rows: [
      {
        label: t('transferAccount.withdrawalAmount'),
        value: formatFiat(data.success_display_amount ?? amount, currency),
      },
      {
        label: t('transferAccount.creditedAmount'),
        value: formatFiat(data.success_display_credit_amount ?? amount, currency),
      },
      { label: t('transferAccount.withdrawalCard'), value: maskCardNumber(data.success_display_from_card) },
      {
        label: t('transferAccount.creditedAccount'),
        value: t('transferAccount.accountWithCurrency', {
          number: data.success_display_to_account ?? '',
          currency,
        }),
      },
      { label: t('transferAccount.referenceNumber'), value: data.success_display_refno ?? '' },
      { label: t('transferAccount.details'), value: data.success_display_details ?? answer.message ?? '' },
    ],
  };
};

/** Card → account on the kit's money flow: the review (amount, no fee, card and account), the second factor by
 * `accounttopup`, then 'Transaction Submitted' or 'Transaction Failed' (amount and details). One key per
 * intent; a double click moves money once. */
export const useTransferFlow = (
  mode: string | null | undefined,
  onDone: () => void,
  parties: TransferParties,
) => {
  const { t } = useCardsTranslation();
  const spec = useMemo<MoneyFlowSpec<TransferIntent, undefined, Answer>>(
    () => ({
      source: 'card-to-account',
      title: t('transferAccount.title2fa'),
      review: (values) => transferReview(t, values, parties),
      intentOf: (values) => JSON.stringify(bodyOf(values)),
      submit: (values, code, key) => cardToAccount({ ...bodyOf(values), ...codeFields(code) }, key),
      success: (values, answer) => transferSuccess(t, values, answer),
      afterSuccess: onDone,
      failure: (values, _details, cause) => {
        const shown = moveFailure(cause, values.amount.trim());
        return {
          outcome: 'failed',
          rows: [
            { label: t('common.amount'), value: formatFiat(shown.amount, values.currency) },
            { label: t('common.details'), value: shown.details },
          ],
        };
      },
    }),
    [t, onDone, parties],
  );
  return useMoneyFlow(spec, mode);
};
