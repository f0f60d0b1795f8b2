import type { DepositPreviewData } from '../../../lib/contract-types';
import { Button, formatFiat, DetailRows, flowFormStyles as styles } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';

type Preview = DepositPreviewData;
type DepositPreviewProps = { preview: Preview; pending: boolean; onBack: () => void; onConfirm: () => void };

export const DepositPreview = ({ preview, pending, onBack, onConfirm }: DepositPreviewProps) => {
  const { t } = useWalletsTranslation();
  const currency = preview.success_display_topup_currency;
  const rows = [
    { label: t('fiatDeposit.topupCurrency'), value: currency },
    {
      label: t('fiatDeposit.topupAmount'),
      value: formatFiat(preview.success_display_topup_amount, currency),
    },
    {
      label: t('fiatDeposit.debitAmount'),
      value: formatFiat(preview.success_display_debit_amount, currency),
    },
    { label: t('fiatDeposit.fee'), value: formatFiat(preview.success_display_fee_amount, currency) },
  ];
  return (
    <div className={styles.form} data-testid="deposit-preview">
      <DetailRows rows={rows} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('fiatDeposit.back')}
        </Button>
        <Button variant="primary" onClick={onConfirm} pending={pending}>
          {t('common.submit')}
        </Button>
      </div>
    </div>
  );
};
