import { useMemo } from 'react';
import { StatusBadge, formatAmount, useEnumLabel, type DataColumn, ShortId } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { DepositRow } from '../rules/crypto-rows';

/** Crypto deposits (reached by ?type=Deposit): hash, date, coin, amount (8 decimals), status. */
export const DepositsTable = ({ rows, server, loading, exportContext }: ReportListProps<DepositRow>) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  const columns = useMemo<DataColumn<DepositRow>[]>(
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
      {
        id: 'coin',
        header: t('cryptoTransactions.coin'),
        value: (r) => r.coin_code,
        role: 'primary',
        isCurrency: true,
      },
      {
        id: 'amount',
        header: t('cryptoTransactions.depositAmount'),
        value: (r) => formatAmount(r.fund_amount, 8),
        money: (r) => ({ amount: r.fund_amount, currency: r.coin_code }),
        align: 'end',
        role: 'amount',
        sign: () => 'credit',
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
      title={t('cryptoTransactions.titles.Deposit')}
      exportName={t('cryptoTransactions.exports.Deposit')}
      getRowId={(r) => r.depositfund_id}
      loading={loading}
      exportContext={exportContext}
    />
  );
};
