import { Button, Modal, formatFiat, sub, DetailRows, flowFormStyles as styles } from '@portal/shared';
import type { WireResult } from '../../../lib/contract-types';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

type WirePreviewModalProps = {
  preview: WireResult | null;
  pending: boolean;
  onEdit: () => void;
  onConfirm: () => void;
};

/** outgoingwirecheck's summary: the debit amount includes the fee. */
export const WirePreviewModal = ({ preview, pending, onEdit, onConfirm }: WirePreviewModalProps) => {
  const { t } = useWalletsTranslation();
  if (!preview) return null;
  const currency = preview.success_display_cur ?? '';
  const amount = preview.success_display_amount ?? '0';
  const debit = preview.success_display_debitamount ?? amount;
  const rows = [
    { label: t('outgoingWire.amount'), value: formatFiat(amount, currency) },
    { label: t('outgoingWire.fee'), value: formatFiat(sub(debit, amount), currency) },
    { label: t('outgoingWire.debitAmount'), value: formatFiat(debit, currency) },
    {
      label: t('outgoingWire.fromAccountLabel'),
      value: `${preview.success_display_fromaccount ?? ''} (${preview.success_display_fromaccount_cur ?? currency})`,
    },
    { label: t('outgoingWire.detailsLabel'), value: preview.success_display_details ?? '' },
  ];
  return (
    <Modal open title={t('outgoingWire.preview')} onClose={onEdit} dismissible={!pending}>
      <div className={styles.form} data-testid="wire-preview">
        <DetailRows rows={rows} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit} disabled={pending}>
            {t('outgoingWire.edit')}
          </Button>
          <Button variant="primary" onClick={onConfirm} pending={pending}>
            {t('outgoingWire.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};
