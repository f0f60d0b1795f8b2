import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, StatusBadge, useEnumLabel, type DataColumn } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { storeDepositAddress } from '../rules/address-storage';
import type { DepositAddressRow } from '../rules/crypto-rows';

/** Deposit addresses (reached by ?type=DepositAddress); the eye stores the id and opens the deposit page. */
export const DepositAddressesTable = ({
  rows,
  server,
  loading,
  exportContext,
}: ReportListProps<DepositAddressRow>) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<DepositAddressRow>[]>(() => {
    const open = (row: DepositAddressRow) => {
      storeDepositAddress(row);
      void navigate('/wallets-deposit-transaction');
    };
    return [
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (r) => tableDateText(r.created_datetime),
        role: 'date',
        cell: (r) => <DateCell value={r.created_datetime} />,
      },
      {
        id: 'account',
        header: t('cryptoTransactions.accountNumber'),
        value: (r) => r.user_acc_account_number ?? '',
      },
      {
        id: 'address',
        header: t('cryptoTransactions.walletAddress'),
        value: (r) => r.wallet_address ?? '',
        role: 'primary',
      },
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (r) => label('status', r.status),
        role: 'status',
        cell: (r) => (
          <StatusBadge
            status={r.status}
            tone={r.status === 'Active' ? 'success' : 'pending'}
            label={label('status', r.status)}
          />
        ),
      },
      {
        id: 'view',
        header: t('cryptoTransactions.view'),
        value: () => '',
        cell: (r) => (
          <Button
            variant="link"
            aria-label={t('cryptoTransactions.openDepositAddress', { address: r.wallet_address ?? '' })}
            onClick={() => open(r)}
          >
            {t('cryptoTransactions.view')}
          </Button>
        ),
      },
    ];
  }, [t, label, navigate]);
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.DepositAddress')}
      exportName={t('cryptoTransactions.exports.DepositAddress')}
      getRowId={(r) => r.deposit_address_id}
      loading={loading}
      exportContext={exportContext}
      exportColumns={columns.filter((c) => c.id !== 'view')}
    />
  );
};
