import { useMemo } from 'react';
import {
  entrySign,
  formatFiat,
  formatListDate,
  useEnumLabel,
  type DataColumn,
  type DataTableServerMode,
  type ExportContext,
} from '@portal/shared';
import { ReportTable } from '../../../lib/lists/report-table';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { type LedgerRow, ledgerDetails } from '../rules/fiat-rows';

/** Fiat Virtual Wallet Transactions: date, transaction details, debit/credit, amount, balance. */
export const LedgerTable = ({
  rows,
  server,
  loading,
  exportContext,
}: {
  rows: readonly LedgerRow[];
  server: DataTableServerMode<LedgerRow>;
  loading: boolean;
  exportContext: ExportContext;
}) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  const columns = useMemo<DataColumn<LedgerRow>[]>(
    () => [
      {
        id: 'date',
        header: t('fiatTransactions.date'),
        value: (r) => formatListDate(r.created_datetime),
        role: 'date',
      },
      {
        id: 'details',
        header: t('fiatTransactions.details'),
        value: (r) => ledgerDetails(r, label),
        role: 'primary',
      },
      {
        id: 'type',
        header: t('fiatTransactions.debitCredit'),
        value: (r) => t(`fiatTransactions.entry.${r.type}`, { defaultValue: r.type }),
      },
      {
        id: 'amount',
        header: t('fiatTransactions.amount'),
        value: (r) => formatFiat(r.amount, r.currency_type),
        align: 'end',
        role: 'amount',
        sign: (r) => entrySign(r.type),
        money: (r) => ({ amount: r.amount, currency: r.currency_type }),
      },
      {
        id: 'balance',
        header: t('fiatTransactions.balance'),
        value: (r) => formatFiat(r.current_balance, r.currency_type),
        align: 'end',
        money: (r) => ({ amount: r.current_balance, currency: r.currency_type }),
      },
    ],
    [t, label],
  );
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('fiatTransactions.titles.Fiat')}
      exportName={t('fiatTransactions.exports.Fiat')}
      getRowId={(r) => r.balance_sheet_id}
      loading={loading}
      exportContext={exportContext}
    />
  );
};
