import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The card products ('1' is the physical card). */
export const useCardProducts = () =>
  useApiQuery(endpoints['cards.getCards'], undefined, { select: (answer) => answer.data });
