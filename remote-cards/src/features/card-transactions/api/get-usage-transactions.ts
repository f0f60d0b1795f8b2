import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';
import { cardListQuery, type TransactionFilter } from '../rules/transaction-filter';

const endpoint = endpoints['cards.getUserCardUsageTransactions'];

/** One page of the card purchases reported by the processor, filtered and paged by the server, with the cards
 * of the filter (allcards). */
export const useUsageTransactionsPage = (filter: TransactionFilter) =>
  usePagedList(endpoint, {
    filters: cardListQuery(filter),
    read: (answer) => ({ rows: answer.data, total: answer.paging?.total ?? 0 }),
  });
