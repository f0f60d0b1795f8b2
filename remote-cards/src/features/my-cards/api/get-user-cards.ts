import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The cards (PAN masked), the accounts still without a card ("+ Add Card") and the cardtopup mode. */
export const useUserCards = () => useApiQuery(endpoints['cards.getUserCards'], undefined);
