import { useMemo, useState } from 'react';
import {
  Button,
  StatusBadge,
  formatFiat,
  type DataColumn,
  type DataTableServerMode,
  type ExportContext,
} from '@portal/shared';
import { ReportTable } from '../../../lib/lists/report-table';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { OutgoingRow } from '../rules/fiat-rows';
import { WithdrawDetailsModal } from './withdraw-details-modal';

/** An amount in the withdrawal's currency: "€ 1,234.50" on screen and in the PDF, a number in the CSV. */
const moneyColumn = (
  id: string,
  header: string,
  pick: (row: OutgoingRow) => string | null | undefined,
): DataColumn<OutgoingRow> => ({
  id,
  header,
  value: (r) => formatFiat(pick(r) ?? '0', r.bank_currency ?? ''),
  money: (r) => ({ amount: pick(r) ?? '0', currency: r.bank_currency }),
  align: 'end',
});

/** Withdraw Transactions: beneficiary, account number, withdraw amount, order amount, site fee, status, details. */
export const WithdrawTable = ({
  rows,
  server,
  loading,
  exportContext,
}: {
  rows: readonly OutgoingRow[];
  server: DataTableServerMode<OutgoingRow>;
  loading: boolean;
  exportContext: ExportContext;
}) => {
  const { t } = useExchangeTranslation();
  const [open, setOpen] = useState<string>();
  const columns = useMemo<DataColumn<OutgoingRow>[]>(() => {
    return [
      {
        id: 'beneficiary',
        header: t('fiatTransactions.beneficiary'),
        value: (r) => r.bank_account_name ?? '',
        role: 'primary',
      },
      { id: 'account', header: t('fiatTransactions.accountNumber'), value: (r) => r.account_number ?? '' },
      {
        ...moneyColumn('amount', t('fiatTransactions.withdrawAmount'), (r) => r.amount),
        role: 'amount',
        sign: () => 'debit',
      },
      moneyColumn('order', t('fiatTransactions.orderAmount'), (r) => r.total_amount),
      moneyColumn('fee', t('fiatTransactions.siteFee'), (r) => r.admin_fees),
      {
        id: 'status',
        header: t('fiatTransactions.status'),
        value: (r) => r.status ?? '',
        role: 'status',
        cell: (r) => <StatusBadge status={r.status} />,
      },
      {
        id: 'view',
        header: t('fiatTransactions.view'),
        value: () => '',
        exportable: false,
        cell: (r) => (
          <Button variant="link" onClick={() => setOpen(r.fiat_with_trans_id)}>
            {t('lists.viewDetails')}
          </Button>
        ),
      },
    ];
  }, [t]);
  return (
    <>
      <ReportTable
        columns={columns}
        rows={rows}
        server={server}
        title={t('fiatTransactions.titles.OutgoingTransfers')}
        exportName={t('fiatTransactions.exports.OutgoingTransfers')}
        getRowId={(r) => r.fiat_with_trans_id}
        loading={loading}
        exportContext={exportContext}
      />
      {open ? <WithdrawDetailsModal id={open} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
};
