import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Top-ups, card → account moves and card fees, with the cards for the filter; a failure only stops the loader. */
export const useCardTransactions = () => useApiQuery(endpoints['cards.getUserCardsTransactions'], undefined);
