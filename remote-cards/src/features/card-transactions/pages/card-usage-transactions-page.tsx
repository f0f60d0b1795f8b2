import { useMemo, useState } from 'react';
import { Button, DataTable, formatFiat, formatListDate, toast, type DataColumn } from '@portal/shared';
import { CardsPage } from '../../../lib/cards-page';
import { maskCardNumber } from '../../../lib/cards/card-format';
import type { UsageTransaction } from '../../../lib/contract-types';
import { useCardsTranslation } from '../../../lib/use-cards-translation';
import { useUsageTransactionsPage } from '../api/get-usage-transactions';
import { useRefreshUsage } from '../api/refresh-usage';
import { StatusCell } from '../components/status-cell';
import { TransactionFilters } from '../components/transaction-filters';
import { EMPTY_FILTER, usageRowStatus } from '../rules/transaction-filter';
import { toastCardsError } from '../../../lib/card-errors';

/** Date, Card Number, Transaction ID, Amount, Merchant Name and Status of each purchase. */
const usageColumns = (t: ReturnType<typeof useCardsTranslation>['t']): DataColumn<UsageTransaction>[] => {
  const statusText = (row: UsageTransaction) =>
    t(`cardTransactions.${usageRowStatus(row.issue_status).toLowerCase()}`);
  return [
    {
      id: 'date',
      header: t('cardTransactions.date'),
      value: (r) => formatListDate(r.created_datetime),
      role: 'date',
    },
    { id: 'card', header: t('cardTransactions.cardNumber'), value: (r) => maskCardNumber(r.card_number) },
    { id: 'id', header: t('cardTransactions.transactionId'), value: (r) => r.transaction_id },
    {
      id: 'amount',
      header: t('cardTransactions.amount'),
      value: (r) => formatFiat(r.amount, r.currency ?? 'USD'),
      money: (r) => ({ amount: r.amount, currency: r.currency ?? 'USD' }),
      align: 'end',
      role: 'amount',
    },
    {
      id: 'merchant',
      header: t('cardTransactions.merchantName'),
      value: (r) => r.merchant ?? '',
      role: 'primary',
    },
    {
      id: 'status',
      header: t('cardTransactions.status'),
      value: statusText,
      role: 'status',
      cell: (r) => <StatusCell status={usageRowStatus(r.issue_status)} />,
    },
  ];
};

/** /card-usage-transactions: Date, Card Number, Transaction ID, Amount, Merchant Name, Status, and the
 * Transactions refresh button (new purchases from the processor; the server's message is shown). */
export const CardUsageTransactionsPage = () => {
  const { t } = useCardsTranslation();
  const refresh = useRefreshUsage();
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const list = useUsageTransactionsPage(filter);
  const columns = useMemo(() => usageColumns(t), [t]);
  const handleRefresh = async () => {
    try {
      const answer = await refresh.mutateAsync({});
      toast.info(answer.message ?? '');
      // Each declined purchase with the processor's reason (caps, frozen card, balance).
      for (const row of answer.gtmTransactions ?? []) {
        if (row.issue_status === 'Failed')
          toast.warning(
            t('cardTransactions.declined', {
              amount: formatFiat(row.amount, row.currency ?? 'USD'),
              reason: row.decline_reason ?? '',
            }),
          );
      }
    } catch (failure) {
      toastCardsError(failure);
    }
  };
  const actions = (
    <Button
      variant="secondary"
      pending={refresh.isPending}
      onClick={() => void handleRefresh()}
      aria-label={t('cardTransactions.refreshLabel')}
      data-action="refresh-usage"
    >
      {t('cardTransactions.refresh')}
    </Button>
  );
  return (
    <CardsPage titleKey="cardUsageTransactions" actions={actions}>
      <TransactionFilters value={filter} cards={list.query.data?.allcards ?? []} onChange={setFilter} />
      <DataTable
        columns={columns}
        data={list.rows}
        server={list.server}
        loading={list.loading}
        selectable
        emptyTitle={t('cardTransactions.usageOverview')}
        exportName={t('cardTransactions.usageExport')}
      />
    </CardsPage>
  );
};
