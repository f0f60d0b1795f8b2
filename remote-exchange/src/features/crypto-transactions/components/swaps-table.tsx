import { useMemo } from 'react';
import { formatAmount, type DataColumn } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, TradeStatus, tableDateText, useTradeStatusText } from '../../../lib/trades/trade-cells';
import { swapCoins } from '../../../lib/trades/trade-rules';
import type { SwapRow } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';

/** Swaps: id, date, from and to amounts with their coins (8 decimals), site fee (from-coin), status. */
export const SwapsTable = ({ rows, server, loading, exportContext }: ReportListProps<SwapRow>) => {
  const { t } = useExchangeTranslation();
  const statusText = useTradeStatusText();
  const columns = useMemo<DataColumn<SwapRow>[]>(
    () => [
      { id: 'id', header: t('dashboardTrades.transactionId'), value: (r) => r.transaction_hash ?? '' },
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (r) => tableDateText(r.created_datetime),
        role: 'date',
        cell: (r) => <DateCell value={r.created_datetime} />,
      },
      {
        id: 'from',
        header: t('dashboardTrades.fromAmount'),
        value: (r) => `${formatAmount(r.from_amount, 8)} ${swapCoins(r).from}`,
        money: (r) => ({ amount: r.from_amount, currency: swapCoins(r).from }),
        align: 'end',
        role: 'primary',
      },
      {
        id: 'to',
        header: t('dashboardTrades.toAmount'),
        value: (r) => `${formatAmount(r.to_amount, 8)} ${swapCoins(r).to}`,
        money: (r) => ({ amount: r.to_amount, currency: swapCoins(r).to }),
        align: 'end',
        role: 'amount',
      },
      {
        id: 'fee',
        header: t('dashboardTrades.siteFee'),
        value: (r) => formatAmount(r.admin_reward ?? '0', 8),
        // The swap's fee is taken in the coin swapped from (server: swap-submit).
        money: (r) => ({ amount: r.admin_reward ?? '0', currency: swapCoins(r).from }),
        align: 'end',
      },
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (r) => statusText(r.swap_status),
        role: 'status',
        cell: (r) => <TradeStatus status={r.swap_status} />,
      },
    ],
    [t, statusText],
  );
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.Swap')}
      exportName={t('cryptoTransactions.exports.Swap')}
      getRowId={(r, i) => r.swap_id ?? r.transaction_hash ?? String(i)}
      loading={loading}
      exportContext={exportContext}
    />
  );
};
