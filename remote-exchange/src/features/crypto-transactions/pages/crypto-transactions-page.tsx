import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExchangePage } from '../../../lib/exchange-page';
import { type ListFilter, NO_FILTER, filterRows } from '../../../lib/lists/list-filter';
import { ListFilters } from '../../../lib/lists/list-filters';
import type { BuySellRow, SwapRow } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useCryptoTransactions } from '../api/get-all-crypto-transaction';
import { DepositAddressesTable } from '../components/deposit-addresses-table';
import { DepositsTable } from '../components/deposits-table';
import { SwapsTable } from '../components/swaps-table';
import { TradesTable } from '../components/trades-table';
import { TransfersTable } from '../components/transfers-table';
import { WithdrawAddressesTable } from '../components/withdraw-addresses-table';
import { WithdrawalsTable } from '../components/withdrawals-table';
import {
  CRYPTO_TYPES,
  type DepositAddressRow,
  type DepositRow,
  type TransferRow,
  type WithdrawAddressRow,
  type WithdrawalRow,
  coinsOf,
  isLinkedType,
  listTypeOf,
  swapCoin,
  tradeCoin,
} from '../rules/crypto-rows';
import { flowFormStyles as styles } from '@portal/shared';

const NONE: never[] = [];

/** /crypto-transactions (spec 03 §2): type dropdown (CryptoExchange, Withdrawal, Swap), dates and coin, then the
 * table of that type with its selection and Download Report. Deposit, Transfer and the two address lists are not
 * in the dropdown: `?type=` reaches them, and the dropdown then names that type until another is chosen. */
export const CryptoTransactionsPage = () => {
  const { t } = useExchangeTranslation();
  const query = useCryptoTransactions();
  const [params, setParams] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const bundle = query.data;
  const all = useMemo(() => ({
    trades: bundle?.buyselltra ?? NONE,
    withdrawals: bundle?.withdrawtransaction ?? NONE,
    swaps: bundle?.swaptra ?? NONE,
    deposits: bundle?.deposittransaction ?? NONE,
    transfers: bundle?.transfer_array ?? NONE,
    depositAddresses: bundle?.depoaddress ?? NONE,
    withdrawAddresses: bundle?.withaddress ?? NONE,
  }), [bundle]);
  const coins = useMemo(() => coinsOf(all.trades, all.withdrawals, all.swaps, [...all.deposits, ...all.transfers]).map((coin) => ({ value: coin, label: coin })), [all]);
  const trades = useMemo(() => filterRows<BuySellRow>(all.trades, filter, (r) => r.created_datetime, tradeCoin), [all, filter]);
  const withdrawals = useMemo(() => filterRows<WithdrawalRow>(all.withdrawals, filter, (r) => r.created_datetime, (r) => r.coin_code), [all, filter]);
  const swaps = useMemo(() => filterRows<SwapRow>(all.swaps, filter, (r) => r.created_datetime, swapCoin), [all, filter]);
  const deposits = useMemo(() => filterRows<DepositRow>(all.deposits, filter, (r) => r.created_datetime, (r) => r.coin_code), [all, filter]);
  const transfers = useMemo(() => filterRows<TransferRow>(all.transfers, filter, (r) => r.created_datetime, (r) => r.coin_code), [all, filter]);
  // Addresses carry no coin: only the dates filter them.
  const byDate = useMemo(() => ({ ...filter, account: '' }), [filter]);
  const depositAddresses = useMemo(() => filterRows<DepositAddressRow>(all.depositAddresses, byDate, (r) => r.created_datetime, () => ''), [all, byDate]);
  const withdrawAddresses = useMemo(() => filterRows<WithdrawAddressRow>(all.withdrawAddresses, byDate, (r) => r.created_datetime, () => ''), [all, byDate]);
  const types = useMemo(
    () => [...CRYPTO_TYPES, ...(isLinkedType(type) ? [type] : [])].map((value) => ({ value, label: t(`cryptoTransactions.types.${value}`) })),
    [t, type],
  );
  const loading = query.isPending && !query.isError;
  return (
    <ExchangePage titleKey="cryptoTransactions">
      <div className={styles.form} data-list-type={type}>
        <ListFilters
          filter={filter}
          onFilter={setFilter}
          type={type}
          types={types}
          onType={(value) => setParams({ type: value }, { replace: true })}
          accounts={coins}
          accountLabel={t('lists.coin')}
        />
        {type === 'CryptoExchange' ? <TradesTable rows={trades} loading={loading} /> : null}
        {type === 'Withdrawal' ? <WithdrawalsTable rows={withdrawals} loading={loading} /> : null}
        {type === 'Swap' ? <SwapsTable rows={swaps} loading={loading} /> : null}
        {type === 'Deposit' ? <DepositsTable rows={deposits} loading={loading} /> : null}
        {type === 'Transfer' ? <TransfersTable rows={transfers} loading={loading} /> : null}
        {type === 'DepositAddress' ? <DepositAddressesTable rows={depositAddresses} loading={loading} /> : null}
        {type === 'WithdrawAddress' ? <WithdrawAddressesTable rows={withdrawAddresses} loading={loading} /> : null}
      </div>
    </ExchangePage>
  );
};
