import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Withdrawal limits in the account currency (spec 02 §7); silent on failure. */
export const useWireLimits = (currency: string) =>
  useApiQuery(
    endpoints['limits.getBaseLimit'],
    { body: { coinname: currency } },
    { select: (answer) => answer.data, enabled: currency !== '' },
  );
