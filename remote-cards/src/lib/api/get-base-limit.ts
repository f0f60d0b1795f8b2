import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Card limits (mincardtopup, maxcardtopup, minaccounttopup, maxaccounttopup) for one currency. */
export const useBaseLimit = (currency: string | undefined) =>
  useApiQuery(
    endpoints['limits.getBaseLimit'],
    { body: { coinname: currency ?? 'USD' } },
    { select: (answer) => answer.data, enabled: !!currency },
  );
