import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getPrices'];
const MINUTE = 60_000;

/** Every coin's live price in one fiat currency (coin code → price), refreshed each minute like the ticker;
 * paused while the tab is hidden. */
export const useCoinPrices = (currency: string) =>
  useApiQuery(
    endpoint,
    { query: { currency } },
    {
      select: (answer) => new Map(answer.data.prices.map((p) => [p.coin, p.price])),
      refetchInterval: MINUTE,
    },
  );
