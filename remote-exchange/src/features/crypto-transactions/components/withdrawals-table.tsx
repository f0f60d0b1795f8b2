import { useMemo } from 'react';
import {
  StatusBadge,
  formatAmount,
  useEnumLabel,
  type DataColumn,
  type DataTableServerMode,
  ShortId,
} from '@portal/shared';
import { ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { WithdrawalRow } from '../rules/crypto-rows';

/** Crypto withdrawals: hash, date, coin, amounts (8 decimals), site fee, network fee, status. */
export const WithdrawalsTable = ({
  rows,
  server,
  loading,
}: {
  rows: readonly WithdrawalRow[];
  server?: DataTableServerMode<WithdrawalRow>;
  loading: boolean;
}) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  const columns = useMemo<DataColumn<WithdrawalRow>[]>(
    () => [
      {
        id: 'hash',
        header: t('cryptoTransactions.hash'),
        value: (r) => r.transaction_hash ?? '',
        cell: (r) => <ShortId value={r.transaction_hash} />,
      },
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (r) => tableDateText(r.created_datetime),
        role: 'date',
        cell: (r) => <DateCell value={r.created_datetime} />,
      },
      { id: 'coin', header: t('cryptoTransactions.coin'), value: (r) => r.coin_code, role: 'primary' },
      {
        id: 'amount',
        header: t('cryptoTransactions.withdrawAmount'),
        value: (r) => formatAmount(r.withdraw_amount, 8),
        align: 'end',
        role: 'amount',
        sign: () => 'debit',
      },
      {
        id: 'original',
        header: t('cryptoTransactions.originalAmount'),
        value: (r) => formatAmount(r.originalwithamount ?? '0', 8),
        align: 'end',
      },
      {
        id: 'siteFee',
        header: t('dashboardTrades.siteFee'),
        value: (r) => formatAmount(r.tenpercnt ?? '0', 8),
        align: 'end',
      },
      {
        id: 'networkFee',
        header: t('cryptoTransactions.networkFee'),
        value: (r) => formatAmount(r.transaction_fees ?? '0', 8),
        align: 'end',
      },
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (r) => label('status', r.withdraw_status),
        role: 'status',
        cell: (r) => <StatusBadge status={r.withdraw_status} />,
      },
    ],
    [t, label],
  );
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.Withdrawal')}
      exportName={t('cryptoTransactions.exports.Withdrawal')}
      getRowId={(r) => r.withdraw_tra_id}
      loading={loading}
    />
  );
};
