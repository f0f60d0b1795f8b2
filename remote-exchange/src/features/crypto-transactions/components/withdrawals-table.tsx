import { useMemo } from 'react';
import { StatusBadge, formatAmount, useEnumLabel, type DataColumn, ShortId } from '@portal/shared';
import { type ReportListProps, ReportTable } from '../../../lib/lists/report-table';
import { DateCell, tableDateText } from '../../../lib/trades/trade-cells';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import type { WithdrawalRow } from '../rules/crypto-rows';

/** An amount in the row's coin, 8 decimals on screen, a number beside the Coin column in the CSV. */
const coinAmount = (
  id: string,
  header: string,
  pick: (r: WithdrawalRow) => string | null | undefined,
): DataColumn<WithdrawalRow> => ({
  id,
  header,
  value: (r) => formatAmount(pick(r) ?? '0', 8),
  money: (r) => ({ amount: pick(r) ?? '0', currency: r.coin_code }),
  align: 'end',
});

/** Crypto withdrawals: hash, date, coin, amounts (8 decimals), site fee, network fee, status. */
export const WithdrawalsTable = ({
  rows,
  server,
  loading,
  exportContext,
}: ReportListProps<WithdrawalRow>) => {
  const { t } = useExchangeTranslation();
  const label = useEnumLabel();
  const columns = useMemo<DataColumn<WithdrawalRow>[]>(
    () => [
      {
        id: 'hash',
        header: t('cryptoTransactions.hash'),
        value: (r) => r.transaction_hash ?? '',
        cell: (r) => <ShortId value={r.transaction_hash} />,
      },
      {
        id: 'date',
        header: t('dashboardTrades.date'),
        value: (r) => tableDateText(r.created_datetime),
        role: 'date',
        cell: (r) => <DateCell value={r.created_datetime} />,
      },
      {
        id: 'coin',
        header: t('cryptoTransactions.coin'),
        value: (r) => r.coin_code,
        role: 'primary',
        isCurrency: true,
      },
      {
        id: 'amount',
        header: t('cryptoTransactions.withdrawAmount'),
        value: (r) => formatAmount(r.withdraw_amount, 8),
        money: (r) => ({ amount: r.withdraw_amount, currency: r.coin_code }),
        align: 'end',
        role: 'amount',
        sign: () => 'debit',
      },
      coinAmount('original', t('cryptoTransactions.originalAmount'), (r) => r.originalwithamount),
      coinAmount('siteFee', t('dashboardTrades.siteFee'), (r) => r.tenpercnt),
      coinAmount('networkFee', t('cryptoTransactions.networkFee'), (r) => r.transaction_fees),
      {
        id: 'status',
        header: t('dashboardTrades.status'),
        value: (r) => label('status', r.withdraw_status),
        role: 'status',
        cell: (r) => <StatusBadge status={r.withdraw_status} />,
      },
    ],
    [t, label],
  );
  return (
    <ReportTable
      columns={columns}
      rows={rows}
      server={server}
      title={t('cryptoTransactions.titles.Withdrawal')}
      exportName={t('cryptoTransactions.exports.Withdrawal')}
      getRowId={(r) => r.withdraw_tra_id}
      loading={loading}
      exportContext={exportContext}
    />
  );
};
