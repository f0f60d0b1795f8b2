import {
  Button,
  Modal,
  formatAmount,
  formatFiat,
  DetailRows,
  flowFormStyles as styles,
} from '@portal/shared';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import type { TopupPreviewState } from '../hooks/use-topup-flow';

type TopupPreviewModalProps = {
  preview: TopupPreviewState | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
};

/** 'Transaction Details' of the check call: amount, fee, debit, and for crypto the exchange rate. */
export const TopupPreviewModal = ({ preview, busy, onSubmit, onClose }: TopupPreviewModalProps) => {
  const { t } = useCardsTranslation();
  const data = preview?.preview;
  if (!data) return null;
  const currency = data.success_display_topup_currency;
  const rows = [
    { label: t('topUp.topupAmount'), value: formatFiat(data.success_display_topup_amount, currency) },
    { label: t('topUp.feeAmount'), value: formatFiat(data.success_display_fee_amount, currency) },
    { label: t('topUp.debitAmount'), value: formatFiat(data.success_display_debit_amount, currency) },
    ...(data.exchangerateprice
      ? [{ label: t('topUp.exchangeRate'), value: `${formatAmount(data.exchangerateprice, 2)} ${currency}` }]
      : []),
  ];
  return (
    <Modal open title={t('topUp.detailsTitle')} onClose={onClose} dismissible={!busy}>
      <div className={styles.form} data-preview="topup">
        <DetailRows rows={rows} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button pending={busy} onClick={onSubmit}>
            {t('common.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};
