import { useMemo, useState } from 'react';
import { DataTable, formatFiat, formatListDate, type DataColumn, cardNameLabel } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { maskCardNumber } from '../../../lib/cards/card-format';
import type { CardTransaction } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useCardTransactionsPage } from '../api/get-card-transactions';
import { StatusCell } from '../components/status-cell';
import { TransactionFilters } from '../components/transaction-filters';
import { EMPTY_FILTER, cardRowStatus } from '../rules/transaction-filter';

/** /top-up-transactions: Date, Card Name, Card Number, TopUp Amount, Order Amount, Site Fee, Status. */
export const TopUpTransactionsPage = () => {
  const { t } = useCardsTranslation();
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const list = useCardTransactionsPage(filter, 'topup');
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
        id: 'name',
        header: t('cardTransactions.cardName'),
        value: (r) => cardNameLabel(r.card_name),
        role: 'primary',
      },
      { id: 'card', header: t('cardTransactions.cardNumber'), value: (r) => maskCardNumber(r.card_number) },
      {
        id: 'topup',
        header: t('cardTransactions.topupAmount'),
        value: (r) => formatFiat(r.amount, r.currency ?? 'USD'),
        money: (r) => ({ amount: r.amount, currency: r.currency ?? 'USD' }),
        align: 'end',
        role: 'amount',
        sign: () => 'credit',
      },
      {
        id: 'order',
        header: t('cardTransactions.orderAmount'),
        value: (r) => formatFiat(r.debit_amount ?? r.amount, r.debit_currency ?? r.currency ?? 'USD'),
        money: (r) => ({
          amount: r.debit_amount ?? r.amount,
          currency: r.debit_currency ?? r.currency ?? 'USD',
        }),
        align: 'end',
      },
      {
        id: 'fee',
        header: t('cardTransactions.siteFee'),
        value: (r) => formatFiat(r.fees ?? '0', r.debit_currency ?? r.currency ?? 'USD'),
        money: (r) => ({ amount: r.fees ?? '0', currency: r.debit_currency ?? r.currency ?? 'USD' }),
        align: 'end',
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
    [t],
  );
  return (
    <CardsPage titleKey="topUpTransactions">
      <TransactionFilters value={filter} cards={list.query.data?.allcards ?? []} onChange={setFilter} />
      <DataTable
        columns={columns}
        data={list.rows}
        server={list.server}
        loading={list.loading}
        selectable
        emptyTitle={t('cardTransactions.topupOverview')}
        exportName={t('cardTransactions.topupExport')}
      />
    </CardsPage>
  );
};
