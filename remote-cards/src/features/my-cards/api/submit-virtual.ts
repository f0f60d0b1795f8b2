import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Quick add of a virtual card {title, account}; the card list reloads after it. */
export const useQuickAddVirtual = () =>
  useApiMutation(endpoints['cards.submitVirtual'], { invalidates: [endpoints['cards.getUserCards']] });
