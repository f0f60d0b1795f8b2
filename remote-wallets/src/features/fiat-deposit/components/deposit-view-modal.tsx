import type { DepositRecord } from '../../../lib/contract-types';
import { Modal, StatusBadge, formatDate, formatFiat, flowFormStyles as styles } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { DEPOSIT_DATE_FORMAT, depositStatus } from './deposit-status';

export const DepositViewModal = ({
  deposit,
  onClose,
}: {
  deposit: DepositRecord | null;
  onClose: () => void;
}) => {
  const { t } = useWalletsTranslation();
  if (!deposit) return null;
  const currency = deposit.account_currency_type;
  const status = depositStatus(deposit.withdraw_status);
  const rows = [
    { label: t('fiatDeposit.date'), value: formatDate(deposit.created_datetime, DEPOSIT_DATE_FORMAT) },
    { label: t('fiatDeposit.currency'), value: currency },
    { label: t('fiatDeposit.depositAmount'), value: formatFiat(deposit.fund_amount, currency) },
    { label: t('fiatDeposit.depositRequest'), value: formatFiat(deposit.finaljama ?? '0', currency) },
    { label: t('fiatDeposit.fee'), value: formatFiat(deposit.tenpercnt ?? '0', currency) },
    { label: t('fiatDeposit.accountNumber'), value: deposit.account_number ?? '' },
    { label: t('fiatDeposit.information'), value: deposit.information ?? '' },
    { label: t('fiatDeposit.transactionHash'), value: deposit.transaction_hash ?? '' },
  ];
  return (
    <Modal open title={t('fiatDeposit.viewTransaction')} onClose={onClose}>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t('fiatDeposit.status')}</dt>
          <dd>
            <StatusBadge status={deposit.withdraw_status} tone={status.tone} label={t(status.key)} />
          </dd>
        </div>
      </dl>
    </Modal>
  );
};
