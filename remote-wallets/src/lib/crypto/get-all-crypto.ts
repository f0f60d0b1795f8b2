import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getAllCrypto'];

/** Wallets, fiat accounts and the crypto second-factor mode (`otp`): the crypto screens and the dashboard widget. */
export const useAllCrypto = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
