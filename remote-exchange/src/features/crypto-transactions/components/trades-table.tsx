import { useMemo, useState } from 'react';
import { Button, formatCrypto, formatFiat, useEnumLabel, type DataColumn } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { BuySellDetailsModal } from '../../../lib/trades/buy-sell-details-modal';
import { DateCell, TradeStatus, tableDateText, useTradeStatusText } from '../../../lib/trades/trade-cells';
import { parsePair } from '../../../lib/trades/trade-rules';
import type { BuySellRow } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';

type ColumnsOf = {
  t: ReturnType<typeof useExchangeTranslation>['t'];
  label: ReturnType<typeof useEnumLabel>;
  statusText: ReturnType<typeof useTradeStatusText>;
  onOpen: (row: BuySellRow) => void;
};

/** The spec's Buy/Sell columns (§2); the status opens the row's details. */
const tradeColumns = ({ t, label, statusText, onOpen }: ColumnsOf): DataColumn<BuySellRow>[] => [
  { id: 'id', header: t('dashboardTrades.transactionId'), value: (r) => r.transaction_hash ?? '' },
  {
    id: 'date',
    header: t('dashboardTrades.date'),
    value: (r) => tableDateText(r.created_datetime),
    role: 'date',
    cell: (r) => <DateCell value={r.created_datetime} />,
  },
  {
    id: 'type',
    header: t('dashboardTrades.type'),
    value: (r) => label('transactionType', r.exchange_type),
    role: 'primary',
  },
  {
    id: 'pair',
    header: t('dashboardTrades.pair'),
    role: 'primary',
    value: (r) => {
      const p = parsePair(r.exchnage_pair);
      return p ? `${p.fiat}/${p.crypto}` : '';
    },
  },
  {
    id: 'crypto',
    header: t('dashboardTrades.cryptoAmount'),
    value: (r) => formatCrypto(r.crypto_amount, parsePair(r.exchnage_pair)?.crypto),
    money: (r) => ({ amount: r.crypto_amount, currency: parsePair(r.exchnage_pair)?.crypto }),
    align: 'end',
    role: 'amount',
  },
  {
    id: 'fiat',
    header: t('dashboardTrades.fiatAmount'),
    value: (r) => formatFiat(r.fiat_amount, parsePair(r.exchnage_pair)?.fiat ?? ''),
    money: (r) => ({ amount: r.fiat_amount, currency: parsePair(r.exchnage_pair)?.fiat }),
    align: 'end',
  },
  {
    id: 'fee',
    header: t('dashboardTrades.fee'),
    value: (r) => formatFiat(r.admin_reward ?? '0', parsePair(r.exchnage_pair)?.fiat ?? ''),
    money: (r) => ({ amount: r.admin_reward ?? '0', currency: parsePair(r.exchnage_pair)?.fiat }),
    align: 'end',
  },
  {
    id: 'status',
    header: t('dashboardTrades.status'),
    value: (r) => statusText(r.transfer_status),
    role: 'status',
    cell: (r) => (
      <Button
        variant="link"
        onClick={() => onOpen(r)}
        aria-label={t('dashboardTrades.details.open', { id: r.transaction_hash ?? '' })}
      >
        <TradeStatus status={r.transfer_status} />
      </Button>
    ),
  },
];

/** Buy/sell rows; the status button opens the details modal (admin hash when Completed, note unless Pending). */
export const TradesTable = ({ rows, server, loading, exportContext }: ReportListProps<BuySellRow>) => {
  const { t } = useExchangeTranslation();
  const statusText = useTradeStatusText();
  const label = useEnumLabel();
  const [open, setOpen] = useState<BuySellRow>();
  const columns = useMemo(
    () => tradeColumns({ t, label, statusText, onOpen: setOpen }),
    [t, label, statusText],
  );
  return (
    <>
      <ReportTable
        columns={columns}
        rows={rows}
        server={server}
        title={t('cryptoTransactions.titles.CryptoExchange')}
        exportName={t('cryptoTransactions.exports.CryptoExchange')}
        getRowId={(r, i) => r.exchange_id ?? r.transaction_hash ?? String(i)}
        loading={loading}
        exportContext={exportContext}
      />
      <BuySellDetailsModal row={open} onClose={() => setOpen(undefined)} />
    </>
  );
};
