import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['limits.getBaseLimitCrypto'];

/** Transfer limits of a coin (mininternallimit / maxinternallimit); silent on failure (spec 02 §8). */
export const useBaseLimitCrypto = (coin: string | undefined) =>
  useApiQuery(
    endpoint,
    { body: { coinname: coin ?? '' } },
    { select: (answer) => answer.data, enabled: Boolean(coin) },
  );
