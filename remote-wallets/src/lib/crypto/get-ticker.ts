import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getTicker'];
const MINUTE = 60_000;

/** The server's price feed (one step per minute): the /crypto ticker strip and the withdraw equivalents. */
export const useTicker = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data, refetchInterval: MINUTE });
