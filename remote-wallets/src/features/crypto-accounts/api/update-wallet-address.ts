import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.updateUserWalletAddress'];

export const useUpdateWalletAddress = () =>
  useApiMutation(endpoint, { invalidates: [endpoints['cryptoExchange.getAllCrypto']] });
