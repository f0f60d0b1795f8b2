import type { ReactNode } from 'react';
import { Button, Modal, formatAmount, formatModalDate, useEnumLabel } from '@portal/shared';
import { useExchangeTranslation } from '../use-exchange-translation';
import { buySellDetails } from './trade-rules';
import type { BuySellRow } from './trade-rows';
import { TradeStatus } from './trade-cells';
import styles from './buy-sell-details-modal.module.css';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.item}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** "Transaction Details" of one buy/sell row, with the field rules of spec 01 §4. */
export const BuySellDetailsModal = ({
  row,
  onClose,
}: {
  row: BuySellRow | undefined;
  onClose: () => void;
}) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  if (!row) return null;
  const details = buySellDetails(row);
  return (
    <Modal
      open
      title={t('dashboardTrades.details.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('dashboardTrades.details.close')}
        </Button>
      }
    >
      <dl className={styles.list} data-details="buy-sell">
        <Item label={t('dashboardTrades.transactionId')}>{row.transaction_hash}</Item>
        <Item label={t('dashboardTrades.date')}>{formatModalDate(row.created_datetime)}</Item>
        <Item label={t('dashboardTrades.type')}>{label('transactionType', row.exchange_type)}</Item>
        {details.pair ? (
          <>
            <Item
              label={t('dashboardTrades.fiatAmount')}
            >{`${formatAmount(row.fiat_amount, 2)} ${details.pair.fiat}`}</Item>
            <Item
              label={t('dashboardTrades.cryptoAmount')}
            >{`${formatAmount(row.crypto_amount, 8)} ${details.pair.crypto}`}</Item>
          </>
        ) : null}
        <Item label={t('dashboardTrades.status')}>
          <TradeStatus status={row.transfer_status} />
        </Item>
        {details.adminHash !== undefined ? (
          <Item label={t('dashboardTrades.details.adminHash')}>{details.adminHash}</Item>
        ) : null}
        {details.adminNote !== undefined ? (
          <Item label={t('dashboardTrades.details.adminNote')}>{details.adminNote}</Item>
        ) : null}
      </dl>
    </Modal>
  );
};
