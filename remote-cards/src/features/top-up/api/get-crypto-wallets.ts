import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The crypto wallets (GetAllCryptoExchange's usercryptowallet is all the cards area reads). */
export const useCryptoWallets = () =>
  useApiQuery(endpoints['cryptoExchange.getAllCryptoExchange'], undefined, {
    select: (answer) => answer.data.usercryptowallet,
  });
