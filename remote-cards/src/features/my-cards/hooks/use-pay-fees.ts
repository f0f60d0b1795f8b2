import { useMemo } from 'react';
import { formatFiat, type MoneyFlowSpec, useMoneyFlow } from '@portal/shared';
import { codeFields } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { payCardFees } from '../api/pay-card-fees';
import { cardsErrorMessage } from '../../../lib/card-errors';

export type FeeToPay = { cardId: string; accountId: string; amount: string; currency: string };
type Answer = Awaited<ReturnType<typeof payCardFees>>;

/** The issuance fee payment on the kit's money flow: second factor per `cardtopup`, then 'Transaction
 * Submitted' or 'Transaction Failed'. */
export const usePayFees = (mode: string | null | undefined) => {
  const { t } = useCardsTranslation();
  const spec = useMemo<MoneyFlowSpec<FeeToPay, undefined, Answer>>(
    () => ({
      source: 'card-fee',
      title: t('myCards.title2fa'),
      direct: true,
      submit: (fee, code, key) =>
        payCardFees({ card_id: fee.cardId, account_id: fee.accountId, ...codeFields(code) }, key),
      success: (fee, answer) => {
        const data = answer.data;
        return {
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
        };
      },
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
