import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getPrices'];

/** The feed moves once a minute; asking every 15 s keeps the shown price at most a quarter-minute behind. */
export const PRICE_REFRESH_MS = 15_000;

/** Live price of one pair. TanStack Query pauses the interval while the tab is hidden
 * (refetchIntervalInBackground defaults to false) and catches up when it is shown again. */
export const useLivePrice = (coin: string, currency: string) =>
  useApiQuery(
    endpoint,
    { query: { coin, currency } },
    {
      select: (answer) => {
        const price = answer.data.prices[0];
        return price ? { ...price, at: answer.data.at } : undefined;
      },
      enabled: !!coin && !!currency,
      staleTime: 0,
      refetchInterval: PRICE_REFRESH_MS,
    },
  );
