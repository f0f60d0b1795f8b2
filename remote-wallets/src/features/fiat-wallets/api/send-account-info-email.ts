import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useSendAccountInfoEmail = () => useApiMutation(endpoints['settings.sendAccountInfoEmail']);
