import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.refreshUserWalletBalance'];

/** May credit detected deposits: the caller announces the balance change. */
export const useRefreshWalletBalance = () => useApiMutation(endpoint);
