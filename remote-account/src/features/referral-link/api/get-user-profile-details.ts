import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Dashboard profile: referal_code, vip_user, tier. */
export const useUserProfileDetails = () =>
  useApiQuery(endpoints['shell.getUserProfileDetails'], undefined, { select: (answer) => answer.data });
