import { useMemo, useState } from 'react';
import {
  DataTable,
  entrySign,
  formatFiat,
  formatListDate,
  useEnumLabel,
  type DataColumn,
} from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { maskCardNumber } from '../../../lib/cards/card-format';
import type { CardTransaction } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardTransactionsPage } from '../api/get-card-transactions';
import { StatusCell } from '../components/status-cell';
import { TransactionFilters } from '../components/transaction-filters';
import { EMPTY_FILTER, cardRowStatus } from '../rules/transaction-filter';

/** /my-cards-transactions: Date, Card Type, Account Number, Card Number, Debit / Credit, Amount, Status. */
export const MyCardsTransactionsPage = () => {
  const { t } = useCardsTranslation();
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const list = useCardTransactionsPage(filter);
  const label = useEnumLabel();
  const statusText = (row: CardTransaction) =>
    t(`cardTransactions.${cardRowStatus(row.issue_status).toLowerCase()}`);
  const columns = useMemo<DataColumn<CardTransaction>[]>(
    () => [
      {
        id: 'date',
        header: t('cardTransactions.date'),
        value: (r) => formatListDate(r.created_datetime),
        role: 'date',
      },
      {
        id: 'type',
        header: t('cardTransactions.cardType'),
        value: (r) => label('cardType', r.cardtypename),
        role: 'primary',
      },
      { id: 'account', header: t('cardTransactions.accountNumber'), value: (r) => r.account_number ?? '' },
      {
        id: 'card',
        header: t('cardTransactions.cardNumber'),
        value: (r) => maskCardNumber(r.card_number),
        role: 'primary',
      },
      {
        id: 'debitCredit',
        header: t('cardTransactions.debitCredit'),
        value: (r) => t(r.cardtra_type === 'credit' ? 'cardTransactions.credit' : 'cardTransactions.debit'),
      },
      {
        id: 'amount',
        header: t('cardTransactions.amount'),
        value: (r) => formatFiat(r.amount, r.card_currancy ?? r.currency ?? 'USD'),
        money: (r) => ({ amount: r.amount, currency: r.card_currancy ?? r.currency ?? 'USD' }),
        align: 'end',
        role: 'amount',
        sign: (r) => entrySign(r.cardtra_type),
      },
      {
        id: 'status',
        header: t('cardTransactions.status'),
        value: statusText,
        role: 'status',
        cell: (r) => <StatusCell status={cardRowStatus(r.issue_status)} />,
      },
    ],
    // statusText only reads t
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, label],
  );
  return (
    <CardsPage titleKey="myCardsTransactions">
      <TransactionFilters value={filter} cards={list.query.data?.allcards ?? []} onChange={setFilter} />
      <DataTable
        columns={columns}
        data={list.rows}
        server={list.server}
        loading={list.loading}
        selectable
        emptyTitle={t('cardTransactions.cardOverview')}
        exportName={t('cardTransactions.cardExport')}
      />
    </CardsPage>
  );
};
