import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Silent on failure (spec 02 §8); the accounts answer (templatearray) refreshes on success. */
export const useDeleteTemplate = () =>
  useApiMutation(endpoints['outgoingTransfer.deleteTemplate'], {
    invalidates: [endpoints['account.getUserAccounts']],
  });
