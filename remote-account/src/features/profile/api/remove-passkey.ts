import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Removes one passkey after re-authentication; the list and the trail are stale after it. */
export const useRemovePasskey = () =>
  useApiMutation(endpoints['passkey.remove'], {
    invalidates: [endpoints['passkey.list'], endpoints['user.getSecurityEvents']],
  });
