import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

export const getReferralRequestEndpoint = endpoints['shell.getReferralRequest'];

export const useReferralRequests = () =>
  useApiQuery(getReferralRequestEndpoint, undefined, { select: (answer) => answer.data });
