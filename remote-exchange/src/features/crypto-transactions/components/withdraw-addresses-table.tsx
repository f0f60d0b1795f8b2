import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type DataColumn } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { storeWithdrawAddress } from '../rules/address-storage';
import type { WithdrawAddressRow } from '../rules/crypto-rows';

/** Spec 03 §2: the withdraw page opens one second after the eye was clicked. */
export const WITHDRAW_OPEN_DELAY_MS = 1000;

/** Withdraw addresses (reached by ?type=WithdrawAddress); the eye stores wallet id, account id and address in
 * local storage, then opens the withdraw page after 1 second. */
export const WithdrawAddressesTable = ({
  rows,
  server,
  loading,
  exportContext,
}: ReportListProps<WithdrawAddressRow>) => {
  const { t } = useExchangeTranslation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const columns = useMemo<DataColumn<WithdrawAddressRow>[]>(() => {
    const open = (row: WithdrawAddressRow) => {
      if (!storeWithdrawAddress(row)) return;
      setOpening(row.withdraw_address_id);
      timer.current = setTimeout(
        () => void navigate('/wallets-withdrawal-transaction'),
        WITHDRAW_OPEN_DELAY_MS,
      );
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
        id: 'view',
        header: t('cryptoTransactions.view'),
        value: () => '',
        cell: (r) => (
          <Button
            variant="link"
            aria-label={t('cryptoTransactions.openWithdrawAddress', { address: r.wallet_address ?? '' })}
            pending={opening === r.withdraw_address_id}
            disabled={opening !== null || !r.user_crypto_wallets_crypto_fk}
            onClick={() => open(r)}
          >
            {t('cryptoTransactions.view')}
          </Button>
        ),
      },
    ];
  }, [t, navigate, opening]);
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.WithdrawAddress')}
      exportName={t('cryptoTransactions.exports.WithdrawAddress')}
      getRowId={(r) => r.withdraw_address_id}
      loading={loading}
      exportContext={exportContext}
      exportColumns={columns.filter((c) => c.id !== 'view')}
    />
  );
};
