import { useMemo } from 'react';
import {
  formatFiat,
  type MoneyFlowSpec,
  type PendingFlow,
  type TransactionResult,
  useMoneyFlow,
} from '@portal/shared';
import type { TopupPreview } from '../../../lib/contract-types';
import { maskCardNumber } from '../../../lib/cards/card-format';
import { moveFailure } from '../../../lib/money/move-failure';
import { codeFields } from '../../../lib/sensitive-action/code-fields';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { cardTopup } from '../api/card-topup';
import { topupCheck } from '../api/topup-check';
import type { TopupBody } from '../rules/topup-body';
import { toastCardsError } from '../../../lib/card-errors';

export type TopupPreviewState = PendingFlow<TopupBody, TopupPreview>;
type Answer = Awaited<ReturnType<typeof cardTopup>>;
type CardsTranslate = ReturnType<typeof useCardsTranslation>['t'];

/** 'Successfull' with a reference, 'Request Submitted' without (spec 03 §4). */
const topupSuccess = (
  t: CardsTranslate,
  preview: TopupPreview | undefined,
  answer: Answer,
): TransactionResult => {
  const data: NonNullable<Answer['data']> = answer.data ?? {};
  const refno = data.success_display_refno;
  return {
    outcome: 'success',
    title: t(refno ? 'topUp.successTitle' : 'topUp.submittedTitle'),
    rows: [
      {
        label: t('topUp.topupAmount'),
        value: formatFiat(
          preview?.success_display_topup_amount ?? '',
          preview?.success_display_topup_currency ?? '',
        ),
      },
      {
        label: t('topUp.fromAccount'),
        value: data.success_display_from_account ?? data.success_display_from_card ?? '',
      },
      { label: t('topUp.toCard'), value: maskCardNumber(data.success_display_to_card) },
      { label: t('topUp.referenceNumber'), value: refno ?? t('topUp.submittedNote') },
      { label: t('topUp.details'), value: data.success_display_details ?? answer.message ?? '' },
    ],
  };
};

/** Spec 03 §4 "Top-up flow" on the kit's money flow: Continue → check call → 'Transaction Details'; Submit →
 * second factor by the user's `cardtopup` setting → success or 'Transaction Failed' with Retry. */
export const useTopupFlow = (mode: string | null | undefined) => {
  const { t } = useCardsTranslation();
  const spec = useMemo<MoneyFlowSpec<TopupBody, TopupPreview, Answer>>(
    () => ({
      source: 'card-topup',
      title: t('topUp.title2fa'),
      preview: async (body) => (await topupCheck(body)).data,
      previewFailed: (_body, failure) => toastCardsError(failure),
      submit: (body, code, key) => cardTopup(body, codeFields(code), key),
      success: (_body, answer, preview) => topupSuccess(t, preview, answer),
      failure: (body, _details, cause, preview) => {
        const shown = moveFailure(cause, body.amount);
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
    }),
    [t],
  );
  return useMoneyFlow(spec, mode);
};
