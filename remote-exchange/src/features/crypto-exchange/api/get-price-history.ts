import type { PriceRange } from '@portal/shared/contract';
import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getPriceHistory'];

/** The chart's last point is the current minute: a minute's refresh keeps it current. */
export const HISTORY_REFRESH_MS = 60_000;

/** The chart of one pair over a range (at most ~100 points, from the server's feed). */
export const usePriceHistory = (coin: string, currency: string, range: PriceRange) =>
  useApiQuery(
    endpoint,
    { query: { coin, currency, range } },
    {
      select: (answer) => answer.data,
      enabled: !!coin && !!currency,
      staleTime: HISTORY_REFRESH_MS,
      refetchInterval: HISTORY_REFRESH_MS,
    },
  );
