import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The cards (Active ones can be topped up) and the `cardtopup` second-factor mode. */
export const useTopupCards = () => useApiQuery(endpoints['cards.getUserCards'], undefined);
