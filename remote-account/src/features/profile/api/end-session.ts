import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Signs one session out; the list and the security trail are stale after it. */
export const useEndSession = () =>
  useApiMutation(endpoints['auth.endSession'], {
    invalidates: [endpoints['auth.listSessions'], endpoints['user.getSecurityEvents']],
  });
