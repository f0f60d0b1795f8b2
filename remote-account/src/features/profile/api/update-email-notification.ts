import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useUpdateEmailNotification = () =>
  useApiMutation(endpoints['profile.updateEmailNotification'], {
    invalidates: [endpoints['profile.getEditProfileDetails']],
  });
