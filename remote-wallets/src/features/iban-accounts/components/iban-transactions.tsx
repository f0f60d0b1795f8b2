import { useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  entrySign,
  exportPdf,
  formatFiat,
  formatParty,
  formatListDate,
  toast,
  useEnumLabel,
  type DataColumn,
} from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useIbanHistory, type IbanTransaction } from '../api/get-iban-history';
import { exportMatrix } from '../rules/export-matrix';
import { statementIssue, type StatementFilter } from '../rules/statement-filter';
import { StatementFilters } from './statement-filters';

export type IbanTransactionsProps = { currency: 'EUR' | 'USD' };

const EMPTY_FILTER: StatementFilter = { from: '', to: '', status: '' };

/** Date, parties, type, direction, signed amount, fee and status of each IBAN movement. */
export const historyColumns = (
  t: ReturnType<typeof useWalletsTranslation>['t'],
  label: ReturnType<typeof useEnumLabel>,
): DataColumn<IbanTransaction>[] => [
  {
    id: 'date',
    header: t('ibanAccounts.history.date'),
    value: (row) => formatListDate(row.transaction_date),
    role: 'date',
  },
  // An IBAN printed in groups wraps between them (exports keep it as the bank's systems take it).
  {
    id: 'sender',
    header: t('ibanAccounts.history.sender'),
    value: (row) => row.sender ?? '',
    cell: (row) => formatParty(row.sender),
  },
  {
    id: 'recipient',
    header: t('ibanAccounts.history.recipient'),
    value: (row) => row.recipient ?? '',
    cell: (row) => formatParty(row.recipient),
  },
  {
    id: 'type',
    header: t('ibanAccounts.history.type'),
    value: (row) => label('paymentType', row.payment_type),
    role: 'primary',
  },
  {
    id: 'direction',
    header: t('ibanAccounts.history.direction'),
    value: (row) => label('entryType', row.debit_credit),
  },
  {
    id: 'amount',
    header: t('ibanAccounts.history.amount'),
    value: (row) => formatFiat(row.amount, row.currency),
    money: (row) => ({ amount: row.amount, currency: row.currency }),
    align: 'end',
    role: 'amount',
    sign: (row) => entrySign(row.debit_credit),
  },
  {
    id: 'fee',
    header: t('ibanAccounts.history.fee'),
    value: (row) => formatFiat(row.site_fee ?? '0', row.currency),
    money: (row) => ({ amount: row.site_fee ?? '0', currency: row.currency }),
    align: 'end',
  },
  {
    id: 'status',
    header: t('ibanAccounts.history.status'),
    value: (row) => label('status', row.payment_status),
    role: 'status',
  },
];

/** The IBAN balance sheet of one currency with the inclusive by-day filter and the statement export; the
 * server filters and pages it, and the statement has every matching row (one request). */
export const IbanTransactions = ({ currency }: IbanTransactionsProps) => {
  const { t } = useWalletsTranslation();
  const label = useEnumLabel();
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const { rows, server, loading, statuses } = useIbanHistory(currency, filter);
  const columns = useMemo(() => historyColumns(t, label), [t, label]);

  const exportStatement = async () => {
    try {
      const matching = (await server.fetchAllRows?.()) ?? [];
      const issue = statementIssue(statuses.length > 0, matching.length, filter.status);
      if (issue) {
        toast.error(
          issue.key === 'noneWithStatus'
            ? t('ibanAccounts.history.noneWithStatus', { status: label('status', issue.status) })
            : t('ibanAccounts.history.notAvailable'),
        );
        return;
      }
      const { headers, body } = exportMatrix(columns, matching);
      await exportPdf(
        `${t('ibanAccounts.history.title')} ${currency}`,
        headers,
        body,
        `${t('ibanAccounts.history.statementName')}_${currency}.pdf`,
      );
    } catch (failure) {
      toast.fromError(failure);
    }
  };

  return (
    <DataTable
      columns={columns}
      data={rows}
      server={server}
      loading={loading}
      title={`${t('ibanAccounts.history.title')} (${currency})`}
      exportName={t('ibanAccounts.history.exportName')}
      exportContext={{
        account: `${t('ibanAccounts.history.title')} (${currency})`,
        from: filter.from,
        to: filter.to,
      }}
      getRowId={(row) => row.ibanabs_id}
      actions={
        <>
          <StatementFilters statuses={statuses} filter={filter} onChange={setFilter} />
          <Button variant="secondary" onClick={() => void exportStatement()}>
            {t('ibanAccounts.history.statement')}
          </Button>
        </>
      }
    />
  );
};
