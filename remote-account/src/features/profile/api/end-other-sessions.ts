import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** "Sign out everywhere else": every session but this one. */
export const useEndOtherSessions = () =>
  useApiMutation(endpoints['auth.endOtherSessions'], {
    invalidates: [endpoints['auth.listSessions'], endpoints['user.getSecurityEvents']],
  });
