import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Card purchases reported by the processor, with the cards for the filter. */
export const useUsageTransactions = () => useApiQuery(endpoints['cards.getUserCardUsageTransactions'], undefined);
