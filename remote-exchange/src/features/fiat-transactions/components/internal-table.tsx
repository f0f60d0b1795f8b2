import { useMemo, useState } from 'react';
import {
  Button,
  StatusBadge,
  formatAmount,
  type DataColumn,
  type DataTableServerMode,
  type ExportContext,
} from '@portal/shared';
import { ReportTable } from '../../../lib/lists/report-table';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { InternalRow } from '../rules/fiat-rows';
import { InternalDetailsModal } from './internal-details-modal';

/** Internal Transfer Transactions: from account, to e-mail, amount, currency, status, view details. */
export const InternalTable = ({
  rows,
  server,
  loading,
  exportContext,
}: {
  rows: readonly InternalRow[];
  server: DataTableServerMode<InternalRow>;
  loading: boolean;
  exportContext: ExportContext;
}) => {
  const { t } = useExchangeTranslation();
  const [open, setOpen] = useState<string>();
  const columns = useMemo<DataColumn<InternalRow>[]>(
    () => [
      {
        id: 'from',
        header: t('fiatTransactions.fromAccount'),
        value: (r) => r.modalfromuseraccount ?? r.account_number ?? '',
      },
      {
        id: 'to',
        header: t('fiatTransactions.toEmail'),
        value: (r) => r.email_address ?? '',
        role: 'primary',
      },
      {
        id: 'amount',
        header: t('fiatTransactions.amount'),
        value: (r) => formatAmount(r.amount, 2),
        align: 'end',
        role: 'amount',
        money: (r) => ({ amount: r.amount, currency: r.currency }),
      },
      {
        id: 'currency',
        header: t('fiatTransactions.currency'),
        value: (r) => r.currency,
        isCurrency: true,
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
          <Button variant="link" onClick={() => setOpen(r.internal_id)}>
            {t('lists.viewDetails')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <ReportTable
        columns={columns}
        rows={rows}
        server={server}
        title={t('fiatTransactions.titles.InternalTransfers')}
        exportName={t('fiatTransactions.exports.InternalTransfers')}
        getRowId={(r) => r.internal_id}
        loading={loading}
        exportContext={exportContext}
      />
      {open ? <InternalDetailsModal id={open} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
};
