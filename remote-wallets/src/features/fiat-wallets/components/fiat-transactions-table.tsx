import { useMemo } from 'react';
import {
  DataTable,
  entrySign,
  formatFiat,
  formatListDate,
  formatTableDate,
  useEnumLabel,
  type DataColumn,
} from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useFiatTransactions, type BalanceSheetEntry } from '../api/get-all-internal';
import { typeLabel } from '../rules/transaction-type';

/** Fiat virtual-wallet transactions; dashboard widget and part of /fiat (see src/app/widgets.ts). */
export const FiatTransactionsTable = () => {
  const { t } = useWalletsTranslation();
  const label = useEnumLabel();
  const { rows, server, loading } = useFiatTransactions();
  const columns = useMemo<DataColumn<BalanceSheetEntry>[]>(
    () => [
      {
        id: 'date',
        header: t('fiatWallets.table.date'),
        value: (row) => formatListDate(row.created_datetime),
        role: 'date',
        cell: (row) => {
          const { date, time } = formatTableDate(row.created_datetime);
          return (
            <>
              <div>{date}</div>
              <small>{time}</small>
            </>
          );
        },
      },
      {
        id: 'details',
        header: t('fiatWallets.table.details'),
        value: (row) => label('transactionType', row.transaction_type),
        role: 'primary',
      },
      {
        id: 'type',
        header: t('fiatWallets.table.type'),
        value: (row) => typeLabel(t(`fiatWallets.table.${row.type}`, { defaultValue: row.type }), row.status),
      },
      {
        id: 'amount',
        header: t('fiatWallets.table.amount'),
        value: (row) => formatFiat(row.amount, row.currency_type),
        money: (row) => ({ amount: row.amount, currency: row.currency_type }),
        align: 'end',
        role: 'amount',
        sign: (row) => entrySign(row.type),
      },
      {
        id: 'balance',
        header: t('fiatWallets.table.balance'),
        value: (row) => formatFiat(row.current_balance, row.currency_type),
        money: (row) => ({ amount: row.current_balance, currency: row.currency_type }),
        align: 'end',
      },
    ],
    [t, label],
  );
  return (
    <section data-remote="wallets" data-widget="FiatTransactionsTable">
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        loading={loading}
        title={t('fiatWallets.table.title')}
        emptyTitle={t('fiatWallets.table.empty')}
        exportName={t('fiatWallets.table.exportName')}
        getRowId={(row) => row.balance_sheet_id}
      />
    </section>
  );
};
