import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** The Transactions refresh button: pulls new purchases from the processor, then the list and balances reload. */
export const useRefreshUsage = () =>
  useApiMutation(endpoints['cards.getUserCardUsageTransactionsRefresh'], {
    invalidates: [endpoints['cards.getUserCardUsageTransactions'], endpoints['cards.getUserCards']],
  });
