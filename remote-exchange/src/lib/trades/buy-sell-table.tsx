import { useMemo, useState } from 'react';
import { DataTable, formatCrypto, formatFiat, useEnumLabel, type DataColumn } from '@portal/shared';
import { useExchangeTranslation } from '../use-exchange-translation';
import { useCryptoExchangeData } from './get-all-crypto-exchange';
import { parsePair } from './trade-rules';
import type { BuySellRow } from './trade-rows';
import { BuySellDetailsModal } from './buy-sell-details-modal';
import { DateCell, TradeStatus, tableDateText, useTradeStatusText } from './trade-cells';

const EMPTY: BuySellRow[] = [];
const fiatOf = (row: BuySellRow) => parsePair(row.exchnage_pair)?.fiat;

/** "Buy/Sell Transactions": the dashboard widget (spec 01 §2.7) and, with `withFees`, the table under the
 * exchange tabs (spec 03 §2, Fee column); rows open the Transaction Details modal. */
export const BuySellTable = ({ withFees = false }: { withFees?: boolean }) => {
  const { t } = useExchangeTranslation();
  const statusText = useTradeStatusText();
  const label = useEnumLabel();
  const query = useCryptoExchangeData();
  const [selected, setSelected] = useState<BuySellRow | undefined>();
  const data = query.data?.buyselltra ?? EMPTY;

  const columns = useMemo<DataColumn<BuySellRow>[]>(() => {
    const typeText = (row: BuySellRow) => label('transactionType', row.exchange_type);
    return [
      { id: 'id', header: t('dashboardTrades.transactionId'), value: (row) => row.transaction_hash ?? '' },
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (row) => tableDateText(row.created_datetime),
        role: 'date',
        cell: (row) => <DateCell value={row.created_datetime} />,
      },
      { id: 'type', header: t('dashboardTrades.type'), value: typeText, role: 'primary' },
      {
        id: 'pair',
        header: t('dashboardTrades.pair'),
        role: 'primary',
        value: (row) => {
          const pair = parsePair(row.exchnage_pair);
          return pair ? `${pair.fiat}/${pair.crypto}` : '';
        },
      },
      {
        id: 'amount',
        header: t('dashboardTrades.cryptoAmount'),
        value: (row) => formatCrypto(row.crypto_amount, parsePair(row.exchnage_pair)?.crypto),
        money: (row) => ({ amount: row.crypto_amount, currency: parsePair(row.exchnage_pair)?.crypto }),
        align: 'end',
        role: 'amount',
      },
      {
        id: 'fiat',
        header: t('dashboardTrades.fiatAmount'),
        value: (row) => formatFiat(row.fiat_amount, parsePair(row.exchnage_pair)?.fiat ?? ''),
        money: (row) => ({ amount: row.fiat_amount, currency: fiatOf(row) }),
        align: 'end',
      },
      ...(withFees
        ? [
            {
              id: 'fee',
              header: t('dashboardTrades.fee'),
              value: (row: BuySellRow) =>
                formatFiat(row.admin_reward ?? '0', parsePair(row.exchnage_pair)?.fiat ?? ''),
              money: (row: BuySellRow) => ({ amount: row.admin_reward ?? '0', currency: fiatOf(row) }),
              align: 'end' as const,
            },
          ]
        : []),
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (row) => statusText(row.transfer_status),
        role: 'status',
        cell: (row) => <TradeStatus status={row.transfer_status} />,
      },
    ];
  }, [t, label, statusText, withFees]);

  return (
    <section data-remote="exchange" data-widget="BuySellTable">
      <DataTable
        columns={columns}
        data={data}
        title={t('dashboardTrades.buySellTitle')}
        exportName={t('dashboardTrades.buySellExport')}
        loading={query.isPending && !query.isError}
        onRowClick={setSelected}
        getRowId={(row, index) => row.exchange_id ?? row.transaction_hash ?? String(index)}
      />
      <BuySellDetailsModal row={selected} onClose={() => setSelected(undefined)} />
    </section>
  );
};
