import { useApiQuery, useSession } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import type { AccessUser } from './access-user';

export const useUserDetails = () => {
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  return useApiQuery(endpoints['shell.getUserDetails'], undefined, {
    select: (a) => a.data,
    enabled: signedIn,
  });
};

/** User details + KYC status as the guard and the menu need them; undefined while loading. */
export const useAccessUser = (): AccessUser | undefined => {
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const details = useUserDetails();
  const kyc = useApiQuery(endpoints['shell.checkKyc'], undefined, {
    select: (a) => a.data[0]?.kyc_status ?? 'Pending',
    enabled: signedIn,
  });
  if (!details.data || (kyc.isPending && !kyc.isError)) return undefined;
  const { account, account_type, is_access_dashboard, is_one_share_holder, vip_user, tier } = details.data;
  return {
    account,
    account_type,
    is_access_dashboard,
    is_one_share_holder,
    vip_user,
    tier,
    kyc_status: kyc.data ?? 'Pending',
  };
};
