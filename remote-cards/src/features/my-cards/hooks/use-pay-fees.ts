import { useMemo } from 'react';
import {
  CARD_FACTOR_FIELDS,
  cardNameLabel,
  formatFiat,
  secondFactorFields,
  useMoneyFlow,
  type MoneyFlowSpec,
  type MoneyReview,
} from '@portal/shared';
import { cardsErrorMessage } from '../../../lib/card-errors';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { payCardFees } from '../api/pay-card-fees';

/** An Approved card's issuance fee as getapprovecarddetails gives it: the account it is debited from. */
export type FeeToPay = {
  cardId: string;
  cardName: string | null | undefined;
  cardNumber: string | null | undefined;
  accountId: string;
  accountNumber: string | null | undefined;
  amount: string;
  currency: string;
};
type Answer = Awaited<ReturnType<typeof payCardFees>>;
type Translate = ReturnType<typeof useCardsTranslation>['t'];

/** The fee leaves the account as it is (nothing on top), for the card it activates. */
const feeReview = (t: Translate, fee: FeeToPay): MoneyReview => {
  const money = { amount: fee.amount, currency: fee.currency };
  return {
    amount: money,
    fee: { amount: '0', currency: fee.currency },
    total: money,
    from: {
      name: t('common.accountName', { currency: fee.currency }),
      detail: fee.accountNumber ?? undefined,
    },
    to: { name: cardNameLabel(fee.cardName), detail: maskCardNumber(fee.cardNumber) || undefined },
    labels: { amount: t('myCards.feeAmount'), from: t('myCards.feeAccount') },
    note: t('myCards.feeIntro'),
  };
};

/** The issuance fee payment on the kit's money flow: 'Pay Card Fees' reviews the fee, the account and the card;
 * Pay Now runs the second factor of `cardtopup`, pays once per intent, then 'Transaction Submitted' (the same
 * figures and the reference) or 'Transaction Failed'. */
export const usePayFees = (mode: string | null | undefined) => {
  const { t } = useCardsTranslation();
  const spec = useMemo<MoneyFlowSpec<FeeToPay, undefined, Answer>>(
    () => ({
      source: 'card-fee',
      title: t('myCards.title2fa'),
      reviewTitle: t('myCards.feeTitle'),
      confirmLabel: t('myCards.payNow'),
      review: (fee) => feeReview(t, fee),
      intentOf: (fee) => JSON.stringify([fee.cardId, fee.accountId, fee.amount]),
      submit: (fee, code, key) =>
        payCardFees(
          { card_id: fee.cardId, account_id: fee.accountId, ...secondFactorFields(code, CARD_FACTOR_FIELDS) },
          key,
        ),
      success: (fee, answer) => ({
        outcome: 'success',
        title: t('myCards.transactionSubmitted'),
        // The figures as reviewed, without the review's "pay its fee" line: it is paid now.
        summary: { ...feeReview(t, fee), note: undefined },
        rows: [
          { label: t('myCards.referenceNumber'), value: answer.data?.success_display_refno ?? '' },
          {
            label: t('myCards.details'),
            value: answer.data?.success_display_details ?? answer.message ?? '',
          },
        ],
      }),
      failure: (fee, _details, cause) => ({
        outcome: 'failed',
        rows: [
          { label: t('myCards.amount'), value: formatFiat(fee.amount, fee.currency) },
          { label: t('myCards.details'), value: cardsErrorMessage(cause) },
        ],
      }),
    }),
    [t],
  );
  return useMoneyFlow(spec, mode);
};
