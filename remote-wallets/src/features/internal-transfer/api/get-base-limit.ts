import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Internal transfer limits in the account currency; silent on failure. */
export const useInternalLimits = (currency: string) =>
  useApiQuery(
    endpoints['limits.getBaseLimit'],
    { body: { coinname: currency } },
    { select: (answer) => answer.data, enabled: currency !== '' },
  );
