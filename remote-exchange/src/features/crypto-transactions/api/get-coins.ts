import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getAllCrypto'];

/** The coins of the caller's crypto wallets, for the coin filter (a paged list no longer holds every row). */
export const useCoins = () =>
  useApiQuery(endpoint, undefined, {
    select: (answer) => [...new Set(answer.data.usercryptowallet.map((wallet) => wallet.coin_code))].sort(),
  });
