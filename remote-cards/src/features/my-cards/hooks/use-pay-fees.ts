import { useState } from 'react';
import {
  announceBalancesChanged,
  formatFiat,
  useIdempotencyKey,
  useSecondFactorStep,
  type SecondFactorCode,
  type TransactionResult,
} from '@portal/shared';
import { codeFields, isCodeFailure } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { payCardFees } from '../api/pay-card-fees';
import { cardsErrorMessage } from '../../../lib/card-errors';

export type FeeToPay = { cardId: string; accountId: string; amount: string; currency: string };

/** The issuance fee payment: second factor per `cardtopup`, then 'Transaction Submitted' or 'Transaction Failed'. */
export const usePayFees = (mode: string | null | undefined) => {
  const { t } = useCardsTranslation();
  const { key, renew } = useIdempotencyKey();
  const step = useSecondFactorStep(mode, t('myCards.title2fa'));
  const [result, setResult] = useState<TransactionResult | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (fee: FeeToPay) => {
    const shown = formatFiat(fee.amount, fee.currency);
    const finish = async (code: SecondFactorCode) => {
      try {
        const answer = await payCardFees(
          { card_id: fee.cardId, account_id: fee.accountId, ...codeFields(code) },
          key,
        );
        const data = answer.data;
        setResult({
          outcome: 'success',
          title: t('myCards.transactionSubmitted'),
          rows: [
            {
              label: t('myCards.amount'),
              value: formatFiat(
                data?.success_display_amount ?? fee.amount,
                data?.success_display_currancy ?? fee.currency,
              ),
            },
            { label: t('myCards.fromAccount'), value: data?.success_display_from_account ?? '' },
            { label: t('myCards.referenceNumber'), value: data?.success_display_refno ?? '' },
            { label: t('myCards.details'), value: data?.success_display_details ?? answer.message ?? '' },
          ],
        });
        renew();
        announceBalancesChanged('card-fee');
      } catch (failure) {
        if (isCodeFailure(failure, code)) throw failure;
        setResult({
          outcome: 'failed',
          rows: [
            { label: t('myCards.amount'), value: shown },
            { label: t('myCards.details'), value: cardsErrorMessage(failure) },
          ],
        });
      }
    };
    setPaying(true);
    try {
      await step.confirm(finish);
    } finally {
      setPaying(false);
    }
  };

  return {
    pay,
    paying: paying || step.pending,
    dialog: step.dialog,
    result,
    closeResult: () => setResult(null),
  };
};
