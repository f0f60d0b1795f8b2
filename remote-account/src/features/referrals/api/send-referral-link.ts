import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useSendReferralLink = () => useApiMutation(endpoints['shell.sendReferralLink']);
