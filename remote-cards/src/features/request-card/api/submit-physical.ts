import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useSubmitPhysical = () =>
  useApiMutation(endpoints['cards.submitPhysical'], { invalidates: [endpoints['cards.getUserCards']] });
