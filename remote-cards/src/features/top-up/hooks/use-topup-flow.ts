import { useMemo } from 'react';
import {
  CARD_FACTOR_FIELDS,
  formatFiat,
  secondFactorFields,
  type MoneyFlowSpec,
  type MoneyReview,
  type TransactionResult,
} from '@portal/shared';
import type { Card, CryptoWallet, FiatAccount, TopupPreview } from '../../../lib/contract-types';
import { accountParty, cardParty, walletParty } from '../../../lib/money/card-options';
import { moveFailure } from '../../../lib/money/move-failure';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { toastCardsError } from '../../../lib/card-errors';
import { cardTopup } from '../api/card-topup';
import { topupCheck } from '../api/topup-check';
import { topupBody } from '../rules/topup-body';
import type { TopupKind, TopupValues } from '../rules/topup-schema';

type Answer = Awaited<ReturnType<typeof cardTopup>>;
type Translate = ReturnType<typeof useCardsTranslation>['t'];

/** What the pickers offer: the card, and the account or wallet it is topped up from. */
export type TopupSources = {
  cards: readonly Card[];
  accounts: readonly FiatAccount[];
  wallets: readonly CryptoWallet[];
};

/** 'Transaction Details' of the check call: top-up amount, site fee, debit amount (a crypto top-up: the rate and
 * what the wallet pays in the coin), from the account or wallet to the card. */
const topupReview = (
  t: Translate,
  kind: TopupKind,
  values: TopupValues,
  preview: TopupPreview | undefined,
  { cards, accounts, wallets }: TopupSources,
): MoneyReview => {
  const card = cards.find((c) => c.card_id === values.select_card);
  const currency = preview?.success_display_topup_currency ?? card?.card_currancy ?? '';
  const money = (amount: string | null | undefined) => ({ amount: amount ?? '0', currency });
  const account = accounts.find((a) => String(a.account_id_pk) === values.select_account);
  const wallet = wallets.find((w) => String(w.crypto_wallet_id) === values.select_crypto_account);
  return {
    amount: money(preview?.success_display_topup_amount ?? values.amount.trim()),
    fee: money(preview?.success_display_fee_amount),
    // A crypto top-up takes the coin from the wallet: its total is what the wallet pays.
    total:
      kind === 'crypto' && preview?.success_display_crypto_debit_amount && wallet
        ? { amount: preview.success_display_crypto_debit_amount, currency: wallet.coin_code }
        : money(preview?.success_display_debit_amount),
    rate:
      kind === 'crypto' && preview?.exchangerateprice
        ? `1 ${wallet?.coin_code ?? ''} = ${formatFiat(preview.exchangerateprice, currency)}`
        : undefined,
    from: kind === 'fiat' ? accountParty(t, account, currency) : walletParty(t, wallet),
    to: cardParty(card),
    labels: {
      amount: t('topUp.topupAmount'),
      fee: t('topUp.feeAmount'),
      total: t('topUp.debitAmount'),
      rate: t('topUp.exchangeRate'),
    },
  };
};

/** 'Successfull' with a reference, 'Request Submitted' without (spec 03 §4); the figures are the review's. */
const topupSuccess = (t: Translate, answer: Answer): TransactionResult => {
  const data: NonNullable<Answer['data']> = answer.data ?? {};
  const refno = data.success_display_refno;
  return {
    outcome: 'success',
    title: t(refno ? 'topUp.successTitle' : 'topUp.submittedTitle'),
    rows: [
      { label: t('topUp.referenceNumber'), value: refno ?? t('topUp.submittedNote') },
      { label: t('topUp.details'), value: data.success_display_details ?? answer.message ?? '' },
    ],
  };
};

/** Spec 03 §4 "Top-up flow" on the kit's money flow: Continue → the check call → 'Transaction Details' (the
 * review); Submit → the second factor of the `cardtopup` setting → the top-up, once per intent → success or
 * 'Transaction Failed' (error_display_amount and error_display_details) with Retry. */
export const useTopupFlow = (kind: TopupKind, sources: TopupSources) => {
  const { t } = useCardsTranslation();
  return useMemo<MoneyFlowSpec<TopupValues, TopupPreview, Answer>>(() => {
    const bodyOf = (values: TopupValues) => {
      const card = sources.cards.find((c) => c.card_id === values.select_card);
      return topupBody(kind, values, String(card?.account_id_fk ?? ''));
    };
    return {
      source: 'card-topup',
      title: t('topUp.title2fa'),
      reviewTitle: t('topUp.detailsTitle'),
      confirmLabel: t('common.submit'),
      preview: async (values) => (await topupCheck(bodyOf(values))).data,
      previewFailed: (_values, failure) => toastCardsError(failure),
      review: (values, preview) => topupReview(t, kind, values, preview, sources),
      intentOf: (values) => JSON.stringify(bodyOf(values)),
      submit: (values, code, key) =>
        cardTopup(bodyOf(values), secondFactorFields(code, CARD_FACTOR_FIELDS), key),
      success: (_values, answer) => topupSuccess(t, answer),
      failure: (values, _details, cause, preview) => {
        const shown = moveFailure(cause, values.amount.trim());
        return {
          outcome: 'failed',
          rows: [
            {
              label: t('common.amount'),
              value: formatFiat(shown.amount, preview?.success_display_topup_currency ?? ''),
            },
            { label: t('common.details'), value: shown.details },
          ],
        };
      },
    };
  }, [t, kind, sources]);
};
