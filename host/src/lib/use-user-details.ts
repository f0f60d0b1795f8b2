import { useMemo } from 'react';
import { apiQueryOptions, bus, queryClient, useApiQuery, useSession } from '@portal/shared';
import { shellEndpoints as endpoints } from '@portal/shared/contract';
import type { AccessUser } from './access-user';

export const useUserDetails = () => {
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  return useApiQuery(endpoints['shell.getUserDetails'], undefined, {
    select: (a) => a.data,
    enabled: signedIn,
  });
};

/** User details + KYC status as the guard and the menu need them; undefined while loading. The same object until
 * an answer changes (the guard defers it). */
export const useAccessUser = (): AccessUser | undefined => {
  const signedIn = Boolean(useSession((s) => s.user_jwt));
  const details = useUserDetails().data;
  const kyc = useApiQuery(endpoints['shell.checkKyc'], undefined, {
    select: (a) => a.data[0]?.kyc_status ?? 'Pending',
    enabled: signedIn,
  });
  const kycKnown = !kyc.isPending || kyc.isError;
  return useMemo(() => {
    if (!details || !kycKnown) return undefined;
    const { account, account_type, is_access_dashboard, is_one_share_holder, vip_user, tier } = details;
    return {
      account,
      account_type,
      is_access_dashboard,
      is_one_share_holder,
      vip_user,
      tier,
      kyc_status: kyc.data ?? 'Pending',
    };
  }, [details, kycKnown, kyc.data]);
};

let early: { demoUser: boolean } | null = null;
let holding: (() => void) | null = null;

/** Asks for the user details and KYC status at start-up with a session, beside the page's code, instead of once
 * the signed-in shell has rendered: the guard, the menu and the dashboard wait for them. A refresh that fails
 * before SessionWatch listens is kept for it (takeEarlyExpiry), so a demo user still lands on /demologin. */
export const prefetchAccessUser = (): Promise<unknown> => {
  holding ??= bus.on('session:expired', (expiry) => {
    early = expiry;
  });
  return Promise.all([
    queryClient.prefetchQuery(apiQueryOptions(endpoints['shell.getUserDetails'])),
    queryClient.prefetchQuery(apiQueryOptions(endpoints['shell.checkKyc'])),
  ]);
};

/** SessionWatch, once it listens: the expiry kept since start-up, if any; nothing is kept from then on. */
export const takeEarlyExpiry = (): { demoUser: boolean } | null => {
  holding?.();
  holding = () => undefined;
  const taken = early;
  early = null;
  return taken;
};
