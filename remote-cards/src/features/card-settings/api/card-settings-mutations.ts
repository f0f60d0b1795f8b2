import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

// The settings calls; each reloads the card details (and the card lists) after it.
const reload = { invalidates: [endpoints['cards.getCardDetailsById'], endpoints['cards.getUserCards']] };

export const useUpdateCardLimit = () => useApiMutation(endpoints['cards.updateCardLimit'], reload);
export const useFreezeUnfreeze = () => useApiMutation(endpoints['cards.freezeUnfreeze'], reload);
export const useUpdateSmsAlert = () => useApiMutation(endpoints['cards.updateSmsAlert'], reload);
export const useUpdateWithdrawService = () => useApiMutation(endpoints['cards.updateWithAlert'], reload);
