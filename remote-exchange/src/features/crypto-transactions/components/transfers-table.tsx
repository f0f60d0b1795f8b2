import { useMemo } from 'react';
import { formatAmount, type DataColumn, ShortId } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { counterparty, type TransferRow } from '../rules/crypto-rows';

/** Crypto transfers between customers (reached by ?type=Transfer): hash, date, counter-party, coin, signed
 * amount in 8 decimals (negative when sent). */
export const TransfersTable = ({ rows, server, loading, exportContext }: ReportListProps<TransferRow>) => {
  const { t } = useExchangeTranslation();
  const columns = useMemo<DataColumn<TransferRow>[]>(
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
      { id: 'user', header: t('cryptoTransactions.counterparty'), value: counterparty, role: 'primary' },
      { id: 'coin', header: t('cryptoTransactions.coin'), value: (r) => r.coin_code, isCurrency: true },
      {
        id: 'amount',
        header: t('cryptoTransactions.transferAmount'),
        value: (r) => formatAmount(r.transfer_amount, 8),
        money: (r) => ({ amount: r.transfer_amount, currency: r.coin_code }),
        align: 'end',
        role: 'amount',
      },
    ],
    [t],
  );
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.Transfer')}
      exportName={t('cryptoTransactions.exports.Transfer')}
      getRowId={(r) => r.transfer_id}
      loading={loading}
      exportContext={exportContext}
    />
  );
};
