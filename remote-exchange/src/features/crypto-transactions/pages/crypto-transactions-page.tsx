import { useMemo, useState } from 'react';
import { ExchangePage } from '../../../lib/exchange-page';
import { type ListFilter, NO_FILTER, filterRows } from '../../../lib/lists/list-filter';
import { ListFilters } from '../../../lib/lists/list-filters';
import type { BuySellRow, SwapRow } from '../../../lib/trades/trade-rows';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useCryptoTransactions } from '../api/get-all-crypto-transaction';
import { SwapsTable } from '../components/swaps-table';
import { TradesTable } from '../components/trades-table';
import { WithdrawalsTable } from '../components/withdrawals-table';
import { CRYPTO_TYPES, type CryptoType, type WithdrawalRow, coinsOf, swapCoin, tradeCoin } from '../rules/crypto-rows';
import styles from '../../../lib/flow-form.module.css';

const NONE: never[] = [];

/** /crypto-transactions (spec 03 §2): type dropdown (CryptoExchange, Withdrawal, Swap), dates and coin, then the
 * table of that type with its selection and Download Report. */
export const CryptoTransactionsPage = () => {
  const { t } = useExchangeTranslation();
  const query = useCryptoTransactions();
  const [type, setType] = useState<CryptoType>('CryptoExchange');
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const bundle = query.data;
  const all = useMemo(() => ({ trades: bundle?.buyselltra ?? NONE, withdrawals: bundle?.withdrawtransaction ?? NONE, swaps: bundle?.swaptra ?? NONE }), [bundle]);
  const coins = useMemo(() => coinsOf(all.trades, all.withdrawals, all.swaps).map((coin) => ({ value: coin, label: coin })), [all]);
  const trades = useMemo(() => filterRows<BuySellRow>(all.trades, filter, (r) => r.created_datetime, tradeCoin), [all, filter]);
  const withdrawals = useMemo(() => filterRows<WithdrawalRow>(all.withdrawals, filter, (r) => r.created_datetime, (r) => r.coin_code), [all, filter]);
  const swaps = useMemo(() => filterRows<SwapRow>(all.swaps, filter, (r) => r.created_datetime, swapCoin), [all, filter]);
  const loading = query.isPending && !query.isError;
  return (
    <ExchangePage titleKey="cryptoTransactions">
      <div className={styles.form} data-list-type={type}>
        <ListFilters
          filter={filter}
          onFilter={setFilter}
          type={type}
          types={CRYPTO_TYPES.map((value) => ({ value, label: t(`cryptoTransactions.types.${value}`) }))}
          onType={(value) => setType(value as CryptoType)}
          accounts={coins}
          accountLabel={t('lists.coin')}
        />
        {type === 'CryptoExchange' ? <TradesTable rows={trades} loading={loading} /> : null}
        {type === 'Withdrawal' ? <WithdrawalsTable rows={withdrawals} loading={loading} /> : null}
        {type === 'Swap' ? <SwapsTable rows={swaps} loading={loading} /> : null}
      </div>
    </ExchangePage>
  );
};
