import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The fiat accounts a card can pay back into (same currency, its own account first). */
export const useCardAccounts = (cardId: string) =>
  useApiQuery(
    endpoints['cards.getUserAccountByCards'],
    { body: { card_id: cardId } },
    { select: (answer) => answer.data, enabled: !!cardId },
  );
