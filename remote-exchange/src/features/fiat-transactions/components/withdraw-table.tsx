import { useMemo, useState } from 'react';
import { Button, StatusBadge, formatFiat, type DataColumn, type DataTableServerMode } from '@portal/shared';
import { ReportTable } from '../../../lib/lists/report-table';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { OutgoingRow } from '../rules/fiat-rows';
import { WithdrawDetailsModal } from './withdraw-details-modal';

/** Withdraw Transactions: beneficiary, account number, withdraw amount, order amount, site fee, status, details. */
export const WithdrawTable = ({
  rows,
  server,
  loading,
}: {
  rows: readonly OutgoingRow[];
  server: DataTableServerMode<OutgoingRow>;
  loading: boolean;
}) => {
  const { t } = useExchangeTranslation();
  const [open, setOpen] = useState<string>();
  const columns = useMemo<DataColumn<OutgoingRow>[]>(() => {
    const money = (value: string | null | undefined, r: OutgoingRow) =>
      formatFiat(value ?? '0', r.bank_currency ?? '');
    return [
      {
        id: 'beneficiary',
        header: t('fiatTransactions.beneficiary'),
        value: (r) => r.bank_account_name ?? '',
        role: 'primary',
      },
      { id: 'account', header: t('fiatTransactions.accountNumber'), value: (r) => r.account_number ?? '' },
      {
        id: 'amount',
        header: t('fiatTransactions.withdrawAmount'),
        value: (r) => money(r.amount, r),
        align: 'end',
        role: 'amount',
        sign: () => 'debit',
      },
      {
        id: 'order',
        header: t('fiatTransactions.orderAmount'),
        value: (r) => money(r.total_amount, r),
        align: 'end',
      },
      {
        id: 'fee',
        header: t('fiatTransactions.siteFee'),
        value: (r) => money(r.admin_fees, r),
        align: 'end',
      },
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
      />
      {open ? <WithdrawDetailsModal id={open} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
};
