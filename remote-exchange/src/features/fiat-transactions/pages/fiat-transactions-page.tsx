import { useMemo, useState } from 'react';
import { ExchangePage } from '../../../lib/exchange-page';
import { type ListFilter, NO_FILTER, filterRows } from '../../../lib/lists/list-filter';
import { ListFilters } from '../../../lib/lists/list-filters';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useAllInternals } from '../api/get-all-internals';
import { InternalTable } from '../components/internal-table';
import { LedgerTable } from '../components/ledger-table';
import { WithdrawTable } from '../components/withdraw-table';
import { FIAT_TYPES, type FiatType, type InternalRow, type LedgerRow, type OutgoingRow } from '../rules/fiat-rows';
import styles from '../../../lib/flow-form.module.css';

const NONE: never[] = [];

/** /fiat-transactions (spec 03 §2): filters, then the table of the chosen type; changing the type or a filter
 * gives the table new rows, which clears its selection (the kit's DataTable). */
export const FiatTransactionsPage = () => {
  const { t } = useExchangeTranslation();
  const query = useAllInternals();
  const [type, setType] = useState<FiatType>('Fiat');
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const answer = query.data;
  const accounts = useMemo(() => (answer?.useraccount ?? NONE).map((a) => ({ value: a.account_id_pk, label: `${a.account_currency_type} - ${a.account_number}` })), [answer]);
  const ledger = useMemo(() => filterRows<LedgerRow>(answer?.balancedata ?? NONE, filter, (r) => r.created_datetime, (r) => r.account_id_fk), [answer, filter]);
  const internal = useMemo(() => filterRows<InternalRow>(answer?.data ?? NONE, filter, (r) => r.created_datetime, (r) => r.from_account_fk), [answer, filter]);
  const outgoing = useMemo(() => filterRows<OutgoingRow>(answer?.outgoing ?? NONE, filter, (r) => r.created_datetime, (r) => r.account_id_fk), [answer, filter]);
  const loading = query.isPending && !query.isError;
  return (
    <ExchangePage titleKey="fiatTransactions">
      <div className={styles.form} data-list-type={type}>
        <ListFilters
          filter={filter}
          onFilter={setFilter}
          type={type}
          types={FIAT_TYPES.map((value) => ({ value, label: t(`fiatTransactions.types.${value}`) }))}
          onType={(value) => setType(value as FiatType)}
          accounts={accounts}
          accountLabel={t('lists.account')}
        />
        {type === 'Fiat' ? <LedgerTable rows={ledger} loading={loading} /> : null}
        {type === 'InternalTransfers' ? <InternalTable rows={internal} loading={loading} /> : null}
        {type === 'OutgoingTransfers' ? <WithdrawTable rows={outgoing} loading={loading} /> : null}
      </div>
    </ExchangePage>
  );
};
