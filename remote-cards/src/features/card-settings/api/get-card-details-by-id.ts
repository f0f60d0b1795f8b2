import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** One card's settings page: details, limits per period, services, processor status (ACTIVE = unfrozen). */
export const useCardDetails = (cardId: string) =>
  useApiQuery(
    endpoints['cards.getCardDetailsById'],
    { body: { card_id: cardId } },
    { enabled: /^\d+$/.test(cardId), staleTime: 0 },
  );
