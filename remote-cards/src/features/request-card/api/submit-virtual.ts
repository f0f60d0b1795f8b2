import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useSubmitVirtual = () =>
  useApiMutation(endpoints['cards.submitVirtual'], { invalidates: [endpoints['cards.getUserCards']] });
