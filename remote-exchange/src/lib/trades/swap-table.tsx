import { useMemo } from 'react';
import { DataTable, formatAmount, formatCrypto, type DataColumn } from '@portal/shared';
import { useExchangeTranslation } from '../use-exchange-translation';
import { useCryptoExchangeData } from './get-all-crypto-exchange';
import { swapCoins } from './trade-rules';
import type { SwapRow } from './trade-rows';
import { DateCell, TradeStatus, tableDateText, useTradeStatusText } from './trade-cells';

const EMPTY: SwapRow[] = [];

/** "Swap Transactions": the dashboard widget (spec 01 §2.7: from/to coin columns) and, with `withFees`, the
 * table under the exchange tabs (spec 03 §2: amounts with their coin, Site Fee in the from-coin); a failed load
 * just ends the loader (spec 01 §8). */
export const SwapTable = ({ withFees = false }: { withFees?: boolean }) => {
  const { t } = useExchangeTranslation();
  const statusText = useTradeStatusText();
  const query = useCryptoExchangeData();
  const data = query.data?.swaptra ?? EMPTY;

  const columns = useMemo<DataColumn<SwapRow>[]>(() => {
    // Under the exchange tabs spec 03 §2 has no coin columns: each amount carries its coin code instead.
    const amount = (value: string | null | undefined, coin: string) =>
      withFees ? formatCrypto(value ?? '0', coin) : formatAmount(value, 8);
    const coinColumns = (id: 'fromCoin' | 'toCoin', side: 'from' | 'to'): DataColumn<SwapRow>[] =>
      withFees
        ? []
        : [{ id, header: t(`dashboardTrades.${id}`), value: (row) => swapCoins(row)[side], role: 'primary' }];
    return [
      { id: 'id', header: t('dashboardTrades.transactionId'), value: (row) => row.transaction_hash ?? '' },
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (row) => tableDateText(row.created_datetime),
        role: 'date',
        cell: (row) => <DateCell value={row.created_datetime} />,
      },
      {
        id: 'fromAmount',
        header: t('dashboardTrades.fromAmount'),
        value: (row) => amount(row.from_amount, swapCoins(row).from),
        money: (row) => ({ amount: row.from_amount, currency: swapCoins(row).from }),
        align: 'end',
        // On the dashboard the coins are the title; under the tabs the from-amount (it carries its coin).
        ...(withFees ? { role: 'primary' as const } : {}),
      },
      ...coinColumns('fromCoin', 'from'),
      {
        id: 'toAmount',
        header: t('dashboardTrades.toAmount'),
        value: (row) => amount(row.to_amount, swapCoins(row).to),
        money: (row) => ({ amount: row.to_amount, currency: swapCoins(row).to }),
        align: 'end',
        role: 'amount',
      },
      ...coinColumns('toCoin', 'to'),
      ...(withFees
        ? [
            {
              id: 'siteFee',
              header: t('dashboardTrades.siteFee'),
              value: (row: SwapRow) => amount(row.admin_reward, swapCoins(row).from),
              money: (row: SwapRow) => ({ amount: row.admin_reward, currency: swapCoins(row).from }),
              align: 'end' as const,
            },
          ]
        : []),
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (row) => statusText(row.swap_status),
        role: 'status',
        cell: (row) => <TradeStatus status={row.swap_status} />,
      },
    ];
  }, [t, statusText, withFees]);

  return (
    <section data-remote="exchange" data-widget="SwapTable">
      <DataTable
        columns={columns}
        data={data}
        title={t('dashboardTrades.swapTitle')}
        exportName={t('dashboardTrades.swapExport')}
        loading={query.isPending && !query.isError}
        getRowId={(row, index) => row.swap_id ?? row.transaction_hash ?? String(index)}
      />
    </section>
  );
};
