import { endpoints } from '@portal/shared/contract';
import { queryClient, useApiMutation } from '@portal/shared';

/** Confirms the shareholder list. Every cached answer is then stale, so the host re-reads the user details
 * (is_access_dashboard, is_added_all_share_holders) and opens the dashboard — the spec's "page reloads". */
export const useAddedAllShareHolders = () =>
  useApiMutation(endpoints['shell.addedAllShareHolders'], {
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
