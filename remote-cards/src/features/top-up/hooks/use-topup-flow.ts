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
import type { TopupPreview } from '../../../lib/contract-types';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { moveFailure } from '../../../lib/money/move-failure';
import { codeFields, isCodeFailure } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cardTopup } from '../api/card-topup';
import { topupCheck } from '../api/topup-check';
import type { TopupBody } from '../rules/topup-body';
import { toastCardsError } from '../../../lib/card-errors';

export type TopupPreviewState = { body: TopupBody; data: TopupPreview };

/** Spec 03 §4 "Top-up flow": Continue → check call → 'Transaction Details'; Submit → second factor by the
 * user's `cardtopup` setting → success ('Successfull' with a reference, 'Request Submitted' without) or
 * 'Transaction Failed' with Retry. One idempotency key per intent; a double click submits once. */
export const useTopupFlow = (mode: string | null | undefined) => {
  const { t } = useCardsTranslation();
  const [preview, setPreview] = useState<TopupPreviewState | null>(null);
  const [result, setResult] = useState<TransactionResult | null>(null);
  const body = preview?.body;
  const { key, renew } = useKeyPerIntent(
    body?.select_card,
    body?.select_account,
    body?.select_crypto_account,
    body?.amount,
  );
  const step = useSecondFactorStep(mode, t('topUp.title2fa'));
  const flight = useSingleFlight();

  const check = (next: TopupBody) =>
    flight.run(async () => {
      try {
        setPreview({ body: next, data: (await topupCheck(next)).data });
      } catch (failure) {
        toastCardsError(failure);
      }
    });

  const finish = (current: TopupPreviewState) => async (code: SecondFactorCode) => {
    const currency = current.data.success_display_topup_currency;
    try {
      const answer = await cardTopup(current.body, codeFields(code), key);
      const data = answer.data ?? {};
      const refno = data.success_display_refno;
      setResult({
        outcome: 'success',
        title: t(refno ? 'topUp.successTitle' : 'topUp.submittedTitle'),
        rows: [
          {
            label: t('topUp.topupAmount'),
            value: formatFiat(current.data.success_display_topup_amount, currency),
          },
          {
            label: t('topUp.fromAccount'),
            value: data.success_display_from_account ?? data.success_display_from_card ?? '',
          },
          { label: t('topUp.toCard'), value: maskCardNumber(data.success_display_to_card) },
          { label: t('topUp.referenceNumber'), value: refno ?? t('topUp.submittedNote') },
          { label: t('topUp.details'), value: data.success_display_details ?? answer.message ?? '' },
        ],
      });
      setPreview(null);
      renew();
      announceBalancesChanged('card-topup');
    } catch (failure) {
      if (isCodeFailure(failure, code)) throw failure;
      if (needsNewKey(failure)) renew();
      const shown = moveFailure(failure, current.body.amount);
      setPreview(null);
      setResult({
        outcome: 'failed',
        rows: [
          { label: t('common.amount'), value: formatFiat(shown.amount, currency) },
          { label: t('common.details'), value: shown.details },
        ],
      });
    }
  };

  const submit = () =>
    flight.run(async () => {
      if (preview) await step.confirm(finish(preview));
    });

  return {
    preview,
    check,
    submit,
    cancelPreview: () => setPreview(null),
    busy: flight.running || step.pending,
    dialog: step.dialog,
    result,
    closeResult: () => setResult(null),
  };
};
