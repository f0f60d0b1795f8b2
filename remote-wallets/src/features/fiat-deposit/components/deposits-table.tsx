import { useMemo, useState } from 'react';
import type { DepositRecord } from '../../../lib/contract-types';
import { Button, DataTable, StatusBadge, formatDate, formatFiat, type DataColumn } from '@portal/shared';
import { useWalletsTranslation } from '../../../lib/use-wallets-translation';
import { useDepositFunds } from '../api/get-deposit-fund';
import { DEPOSIT_DATE_FORMAT, depositStatus } from './deposit-status';
import { DepositViewModal } from './deposit-view-modal';

export const DepositsTable = () => {
  const { t } = useWalletsTranslation();
  const { rows, server, loading } = useDepositFunds();
  const [viewed, setViewed] = useState<DepositRecord | null>(null);
  const columns = useMemo<DataColumn<DepositRecord>[]>(
    () => [
      {
        id: 'date',
        header: t('fiatDeposit.date'),
        value: (r) => formatDate(r.created_datetime, DEPOSIT_DATE_FORMAT),
        role: 'date',
      },
      {
        id: 'amount',
        header: t('fiatDeposit.depositAmount'),
        value: (r) => formatFiat(r.fund_amount, r.account_currency_type),
        money: (r) => ({ amount: r.fund_amount, currency: r.account_currency_type }),
        align: 'end',
        role: 'amount',
        sign: () => 'credit',
      },
      {
        id: 'request',
        header: t('fiatDeposit.depositRequest'),
        value: (r) => formatFiat(r.finaljama ?? '0', r.account_currency_type),
        money: (r) => ({ amount: r.finaljama ?? '0', currency: r.account_currency_type }),
        align: 'end',
      },
      {
        id: 'fee',
        header: t('fiatDeposit.fee'),
        value: (r) => formatFiat(r.tenpercnt ?? '0', r.account_currency_type),
        money: (r) => ({ amount: r.tenpercnt ?? '0', currency: r.account_currency_type }),
        align: 'end',
      },
      {
        id: 'action',
        header: t('fiatDeposit.action'),
        value: () => '',
        exportable: false,
        cell: (r) => (
          <Button variant="link" onClick={() => setViewed(r)}>
            {t('fiatDeposit.view')}
          </Button>
        ),
      },
      {
        id: 'status',
        header: t('fiatDeposit.status'),
        value: (r) => t(depositStatus(r.withdraw_status).key),
        role: 'status',
        cell: (r) => {
          const status = depositStatus(r.withdraw_status);
          return <StatusBadge status={r.withdraw_status} tone={status.tone} label={t(status.key)} />;
        },
      },
    ],
    [t],
  );
  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        loading={loading}
        title={t('fiatDeposit.transactions')}
        emptyTitle={t('fiatDeposit.transactions')}
        exportName={t('fiatDeposit.exportName')}
      />
      <DepositViewModal deposit={viewed} onClose={() => setViewed(null)} />
    </>
  );
};
