import { useMemo } from 'react';
import {
  CARD_FACTOR_FIELDS,
  formatFiat,
  secondFactorFields,
  type MoneyFlowSpec,
  type MoneyReview,
  type TransactionResult,
} from '@portal/shared';
import type { CardToAccountBody } from '../../../lib/contract-types';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { accountParty, cardParty } from '../../../lib/money/card-options';
import { moveFailure } from '../../../lib/money/move-failure';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cardToAccount } from '../api/card-to-account';
import type { useCardAccounts } from '../api/get-user-account-by-cards';
import type { useWithdrawableCards } from '../api/get-user-cards-topup';
import type { TransferValues } from '../rules/transfer-schema';

type Answer = Awaited<ReturnType<typeof cardToAccount>>;
type Translate = ReturnType<typeof useCardsTranslation>['t'];
export type CardRow = NonNullable<ReturnType<typeof useWithdrawableCards>['data']>['data'][number];
export type AccountRow = NonNullable<ReturnType<typeof useCardAccounts>['data']>[number];

/** The chosen card and the accounts of its currency: what the review names. */
export type TransferParties = { card: CardRow | undefined; accounts: readonly AccountRow[] | undefined };

const bodyOf = (values: TransferValues): Omit<CardToAccountBody, 'authcode' | 'otp'> => ({
  card_id: values.card_id,
  account_id: values.account_id,
  amount: values.amount.trim(),
  causal: values.causal.trim(),
});

/** The review: the amount leaves the card as it is (the provider charges no fee for card → account), from the
 * card (name, masked number) to the account (its number). */
const transferReview = (
  t: Translate,
  values: TransferValues,
  { card, accounts }: TransferParties,
): MoneyReview => {
  const currency = card?.card_currancy ?? '';
  const money = { amount: values.amount.trim(), currency };
  const account = accounts?.find((a) => String(a.account_id_pk) === values.account_id);
  const causal = values.causal.trim();
  return {
    amount: money,
    fee: { amount: '0', currency },
    total: money,
    from: cardParty(card),
    to: accountParty(t, account, currency),
    rows: causal ? [{ label: t('transferAccount.causal'), value: causal }] : [],
  };
};

/** 'Transaction Submitted' with every field of spec 03 §2 under the confirmed figures. */
const transferSuccess = (
  t: Translate,
  values: TransferValues,
  answer: Answer,
  currency: string,
): TransactionResult => {
  const data = answer.data ?? {};
  const amount = values.amount.trim();
  const shown = data.success_display_currancy ?? currency;
  return {
    outcome: 'success',
    title: t('transferAccount.transactionSubmitted'),
    rows: [
      {
        label: t('transferAccount.withdrawalAmount'),
        value: formatFiat(data.success_display_amount ?? amount, shown),
      },
      {
        label: t('transferAccount.creditedAmount'),
        value: formatFiat(data.success_display_credit_amount ?? amount, shown),
      },
      { label: t('transferAccount.withdrawalCard'), value: maskCardNumber(data.success_display_from_card) },
      {
        label: t('transferAccount.creditedAccount'),
        value: t('transferAccount.accountWithCurrency', {
          number: data.success_display_to_account ?? '',
          currency: shown,
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
export const useTransferFlow = (parties: TransferParties) => {
  const { t } = useCardsTranslation();
  return useMemo<MoneyFlowSpec<TransferValues, undefined, Answer>>(() => {
    const currency = parties.card?.card_currancy ?? '';
    return {
      source: 'card-to-account',
      title: t('transferAccount.title2fa'),
      review: (values) => transferReview(t, values, parties),
      intentOf: (values) => JSON.stringify(bodyOf(values)),
      submit: (values, code, key) =>
        cardToAccount({ ...bodyOf(values), ...secondFactorFields(code, CARD_FACTOR_FIELDS) }, key),
      success: (values, answer) => transferSuccess(t, values, answer, currency),
      failure: (values, _details, cause) => {
        const shown = moveFailure(cause, values.amount.trim());
        return {
          outcome: 'failed',
          rows: [
            { label: t('common.amount'), value: formatFiat(shown.amount, currency) },
            { label: t('common.details'), value: shown.details },
          ],
        };
      },
    };
  }, [t, parties]);
};
