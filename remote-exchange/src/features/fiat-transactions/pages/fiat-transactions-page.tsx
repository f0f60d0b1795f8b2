import { useMemo, useState } from 'react';
import { ExchangePage } from '../../../lib/exchange-page';
import { type ListFilter, NO_FILTER } from '../../../lib/lists/list-filter';
import { ListFilters } from '../../../lib/lists/list-filters';
import { useExchangeTranslation } from '../../../lib/use-exchange-translation';
import { useInternalPage, useLedgerPage, useOutgoingPage } from '../api/get-all-internals';
import { InternalTable } from '../components/internal-table';
import { LedgerTable } from '../components/ledger-table';
import { WithdrawTable } from '../components/withdraw-table';
import { FIAT_TYPES, type FiatType } from '../rules/fiat-rows';
import { flowFormStyles as styles } from '@portal/shared';

const NONE: never[] = [];

/** /fiat-transactions (spec 03 §2): filters, then the table of the chosen type, paged and filtered by the server
 * (contract 1.1). New filters start at page 1 and clear the table's selection (usePagedList + the kit's DataTable);
 * another type is another table with its own selection. */
export const FiatTransactionsPage = () => {
  const { t } = useExchangeTranslation();
  const [type, setType] = useState<FiatType>('Fiat');
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const ledger = useLedgerPage(filter, type === 'Fiat');
  const internal = useInternalPage(filter, type === 'InternalTransfers');
  const outgoing = useOutgoingPage(filter, type === 'OutgoingTransfers');
  // Every answer carries the account options; the one on screen first, else any other already loaded (a new type
  // keeps its options while its first page loads).
  const answer =
    { Fiat: ledger, InternalTransfers: internal, OutgoingTransfers: outgoing }[type].query.data ??
    ledger.query.data ??
    internal.query.data ??
    outgoing.query.data;
  const useraccount = answer?.useraccount ?? NONE;
  const accounts = useMemo(
    () =>
      useraccount.map((a) => ({
        value: a.account_id_pk,
        label: `${a.account_currency_type} - ${a.account_number}`,
      })),
    [useraccount],
  );
  const exportContext = {
    account: accounts.find((option) => option.value === filter.account)?.label,
    from: filter.from,
    to: filter.to,
  };
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
        {type === 'Fiat' ? (
          <LedgerTable
            rows={ledger.rows}
            server={ledger.server}
            loading={ledger.loading}
            exportContext={exportContext}
          />
        ) : null}
        {type === 'InternalTransfers' ? (
          <InternalTable
            rows={internal.rows}
            server={internal.server}
            loading={internal.loading}
            exportContext={exportContext}
          />
        ) : null}
        {type === 'OutgoingTransfers' ? (
          <WithdrawTable
            rows={outgoing.rows}
            server={outgoing.server}
            loading={outgoing.loading}
            exportContext={exportContext}
          />
        ) : null}
      </div>
    </ExchangePage>
  );
};
