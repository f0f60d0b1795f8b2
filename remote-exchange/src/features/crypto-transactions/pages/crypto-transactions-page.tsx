import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { flowFormStyles as styles } from '@portal/shared';
import { ExchangePage } from '../../../lib/exchange-page';
import { type ListFilter, NO_FILTER } from '../../../lib/lists/list-filter';
import { ListFilters } from '../../../lib/lists/list-filters';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useCryptoListPage } from '../api/get-all-crypto-transaction';
import { useCoins } from '../api/get-coins';
import { DepositAddressesTable } from '../components/deposit-addresses-table';
import { DepositsTable } from '../components/deposits-table';
import { SwapsTable } from '../components/swaps-table';
import { TradesTable } from '../components/trades-table';
import { TransfersTable } from '../components/transfers-table';
import { WithdrawAddressesTable } from '../components/withdraw-addresses-table';
import { WithdrawalsTable } from '../components/withdrawals-table';
import { CRYPTO_TYPES, isLinkedType, listTypeOf } from '../rules/crypto-rows';

const NONE: never[] = [];

/** /crypto-transactions (spec 03 §2): type dropdown (CryptoExchange, Withdrawal, Swap), dates and coin, then the
 * table of that type with its selection and Download Report. Deposit, Transfer and the two address lists are not
 * in the dropdown: `?type=` reaches them, and the dropdown then names that type until another is chosen. */
export const CryptoTransactionsPage = () => {
  const { t } = useExchangeTranslation();
  const [params, setParams] = useSearchParams();
  const type = listTypeOf(params.get('type'));
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  // One server-paged list per type; only the one on screen asks the server (contract 1.2).
  const trades = useCryptoListPage('buyselltra', filter, type === 'CryptoExchange');
  const withdrawals = useCryptoListPage('withdrawtransaction', filter, type === 'Withdrawal');
  const swaps = useCryptoListPage('swaptra', filter, type === 'Swap');
  const deposits = useCryptoListPage('deposittransaction', filter, type === 'Deposit');
  const transfers = useCryptoListPage('transfer_array', filter, type === 'Transfer');
  const depositAddresses = useCryptoListPage('depoaddress', filter, type === 'DepositAddress');
  const withdrawAddresses = useCryptoListPage('withaddress', filter, type === 'WithdrawAddress');
  const coinCodes = useCoins().data ?? NONE;
  const coins = useMemo(() => coinCodes.map((coin) => ({ value: coin, label: coin })), [coinCodes]);
  const types = useMemo(
    () =>
      [...CRYPTO_TYPES, ...(isLinkedType(type) ? [type] : [])].map((value) => ({
        value,
        label: t(`cryptoTransactions.types.${value}`),
      })),
    [t, type],
  );
  const exportContext = { account: filter.account || undefined, from: filter.from, to: filter.to };
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
        {type === 'CryptoExchange' ? <TradesTable {...trades} exportContext={exportContext} /> : null}
        {type === 'Withdrawal' ? <WithdrawalsTable {...withdrawals} exportContext={exportContext} /> : null}
        {type === 'Swap' ? <SwapsTable {...swaps} exportContext={exportContext} /> : null}
        {type === 'Deposit' ? <DepositsTable {...deposits} exportContext={exportContext} /> : null}
        {type === 'Transfer' ? <TransfersTable {...transfers} exportContext={exportContext} /> : null}
        {type === 'DepositAddress' ? (
          <DepositAddressesTable {...depositAddresses} exportContext={exportContext} />
        ) : null}
        {type === 'WithdrawAddress' ? (
          <WithdrawAddressesTable {...withdrawAddresses} exportContext={exportContext} />
        ) : null}
      </div>
    </ExchangePage>
  );
};
