import { useState } from 'react';
import {
  announceBalancesChanged,
  formatFiat,
  useSingleFlight,
  useSecondFactorStep,
  type SecondFactorCode,
  type TransactionResult,
  useKeyPerIntent,
  needsNewKey,
} from '@portal/shared';
import type { CardToAccountBody } from '../../../lib/contract-types';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { moveFailure } from '../../../lib/money/move-failure';
import { codeFields, isCodeFailure } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cardToAccount } from '../api/card-to-account';
import type { TransferInput } from '../rules/transfer-schema';

/** Card → account: second factor by `accounttopup`, then 'Transaction Submitted' (every field of spec 03 §2)
 * or 'Transaction Failed' (amount and details). One key per intent; a double click moves money once. */
export const useTransferFlow = (
  mode: string | null | undefined,
  intent: TransferInput,
  onDone: () => void,
) => {
  const { t } = useCardsTranslation();
  const { key, renew } = useKeyPerIntent(
    intent.card_id,
    intent.account_id,
    intent.amount.trim(),
    intent.causal.trim(),
  );
  const step = useSecondFactorStep(mode, t('transferAccount.title2fa'));
  const flight = useSingleFlight();
  const [result, setResult] = useState<TransactionResult | null>(null);

  const send = (values: TransferInput, currency: string) =>
    flight.run(async () => {
      const amount = values.amount.trim();
      const finish = async (code: SecondFactorCode) => {
        const body: CardToAccountBody = {
          card_id: values.card_id,
          account_id: values.account_id,
          amount,
          causal: values.causal.trim(),
          ...codeFields(code),
        };
        try {
          const answer = await cardToAccount(body, key);
          const data = answer.data ?? {};
          const shownCurrency = data.success_display_currancy ?? currency;
          setResult({
            outcome: 'success',
            title: t('transferAccount.transactionSubmitted'),
            rows: [
              {
                label: t('transferAccount.withdrawalAmount'),
                value: formatFiat(data.success_display_amount ?? amount, shownCurrency),
              },
              {
                label: t('transferAccount.creditedAmount'),
                value: formatFiat(data.success_display_credit_amount ?? amount, shownCurrency),
              },
              {
                label: t('transferAccount.withdrawalCard'),
                value: maskCardNumber(data.success_display_from_card),
              },
              {
                label: t('transferAccount.creditedAccount'),
                value: t('transferAccount.accountWithCurrency', {
                  number: data.success_display_to_account ?? '',
                  currency: shownCurrency,
                }),
              },
              { label: t('transferAccount.referenceNumber'), value: data.success_display_refno ?? '' },
              {
                label: t('transferAccount.details'),
                value: data.success_display_details ?? answer.message ?? '',
              },
            ],
          });
          renew();
          announceBalancesChanged('card-to-account');
          onDone();
        } catch (failure) {
          if (isCodeFailure(failure, code)) throw failure;
          if (needsNewKey(failure)) renew();
          const shown = moveFailure(failure, amount);
          setResult({
            outcome: 'failed',
            rows: [
              { label: t('common.amount'), value: formatFiat(shown.amount, currency) },
              { label: t('common.details'), value: shown.details },
            ],
          });
        }
      };
      await step.confirm(finish);
    });

  return {
    send,
    busy: flight.running || step.pending,
    dialog: step.dialog,
    result,
    closeResult: () => setResult(null),
  };
};
