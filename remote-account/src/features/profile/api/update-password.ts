import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Change password: the server ends the user's other sessions on success. */
export const useUpdatePassword = () => useApiMutation(endpoints['profile.updatePassword']);
