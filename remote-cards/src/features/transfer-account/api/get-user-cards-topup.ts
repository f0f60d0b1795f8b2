import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The Active cards and the `accounttopup` second-factor mode of card → account moves. */
export const useWithdrawableCards = () => useApiQuery(endpoints['cards.getUserCardsTopup'], undefined);
