import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useUpdateUserNotification = () =>
  useApiMutation(endpoints['notification.updateUserNotification'], {
    invalidates: [endpoints['profile.getEditProfileDetails'], endpoints['shell.getUserNotification']],
  });
