import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Multipart: the optional photo goes in `file`. */
export const useUpdateUserProfile = () => useApiMutation(endpoints['profile.updateUserProfile']);
