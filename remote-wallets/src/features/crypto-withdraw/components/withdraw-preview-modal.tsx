import { Button, Modal, formatCrypto } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

export type WithdrawPreviewModalProps = {
  preview: { debit: string; credit: string; fees: string; currency: string } | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The check step of the sensitive-action flow: what is debited, the fees (8 decimals) and what is sent. */
export const WithdrawPreviewModal = ({ preview, onConfirm, onClose }: WithdrawPreviewModalProps) => {
  const { t } = useWalletsTranslation();
  if (!preview) return null;
  const rows = [
    { label: t('cryptoWithdraw.preview.debit'), value: formatCrypto(preview.debit, preview.currency) },
    { label: t('cryptoWithdraw.preview.fees'), value: formatCrypto(preview.fees, preview.currency) },
    { label: t('cryptoWithdraw.preview.credit'), value: formatCrypto(preview.credit, preview.currency) },
  ];
  return (
    <Modal
      open
      title={t('cryptoWithdraw.preview.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('common.confirm')}</Button>
        </>
      }
    >
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
};
