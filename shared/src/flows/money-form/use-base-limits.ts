import { useApiQuery } from '../../api/query-helpers';
import { cryptoEndpoints } from '../../contract/endpoints/crypto';
import { walletsEndpoints } from '../../contract/endpoints/wallets';

/** getbaselimit of one currency or coin (limits, fee percentages, the exchange's rates), idle until one is
 * chosen; silent on failure (spec 02 §8): a form without limits still validates, the server checks again. */
export const useBaseLimits = (coinname: string | null | undefined) =>
  useApiQuery(
    walletsEndpoints['limits.getBaseLimit'],
    { body: { coinname: coinname ?? '' } },
    { select: (answer) => answer.data, enabled: !!coinname },
  );

/** getbaselimitcrypto of a coin: the crypto transfer's limits (mininternallimit, maxinternallimit). */
export const useCryptoBaseLimits = (coin: string | null | undefined) =>
  useApiQuery(
    cryptoEndpoints['limits.getBaseLimitCrypto'],
    { body: { coinname: coin ?? '' } },
    { select: (answer) => answer.data, enabled: !!coin },
  );
