import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';
import { getReferralRequestEndpoint } from './get-referral-request';

export const useCreateReferralRequest = () =>
  useApiMutation(endpoints['shell.referralRequest'], { invalidates: [getReferralRequestEndpoint] });
