import { endpoints } from '@portal/shared/contract';
import { usePagedList } from '@portal/shared';
import { cardListQuery, type TransactionFilter } from '../rules/transaction-filter';

const endpoint = endpoints['cards.getUserCardsTransactions'];

/** One page of the card transactions (only top-ups with kind 'topup'), filtered and paged by the server; the
 * answer also carries the cards of the filter (allcards). */
export const useCardTransactionsPage = (filter: TransactionFilter, kind?: 'topup') =>
  usePagedList(endpoint, {
    filters: { ...cardListQuery(filter), kind },
    read: (answer) => ({ rows: answer.data, total: answer.paging?.total ?? 0 }),
  });
