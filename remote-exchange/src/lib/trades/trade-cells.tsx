import { useCallback } from 'react';
import { formatTableDate, StatusBadge, useTranslation, displayStatusKey } from '@portal/shared';
import styles from './trade-cells.module.css';
import { tradeStatus } from './trade-rules';

/** Dashboard tables show the date and, on a second line, the time (spec 01 §9). */
export const DateCell = ({ value }: { value: string | null | undefined }) => {
  const { date, time } = formatTableDate(value);
  return (
    <span className={styles.date}>
      {date}
      <br />
      <small>{time}</small>
    </span>
  );
};

export const tableDateText = (value: string | null | undefined): string => {
  const { date, time } = formatTableDate(value);
  return `${date} ${time}`.trim();
};

/** Completed → Success, Failed, else Pending (spec 03 §4). */
export const TradeStatus = ({ status }: { status: string | null | undefined }) => (
  <StatusBadge status={status} tone={tradeStatus(status)} />
);

export const useTradeStatusText = () => {
  const { t } = useTranslation();
  return useCallback((status: string | null | undefined) => t(displayStatusKey(tradeStatus(status))), [t]);
};
