import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The request form of one product: the product, delivery options, accounts and countries (phone codes). */
export const useCardProductForm = (cardId: string | undefined) =>
  useApiQuery(endpoints['cards.getCardDetails'], { body: { cardid: cardId ?? '' } }, { enabled: !!cardId });
