import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['limits.getBaseLimit'];

/** getbaselimit for a fiat currency (buy limits in that currency) or a coin (sell/swap limits in coin units);
 * idle until something is chosen. */
export const useExchangeLimits = (coinname: string | undefined) =>
  useApiQuery(
    endpoint,
    { body: { coinname: coinname ?? '' } },
    { select: (answer) => answer.data, enabled: !!coinname },
  );
