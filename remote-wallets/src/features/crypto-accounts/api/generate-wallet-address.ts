import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.generateUserWalletAddress'];

export const useGenerateWalletAddress = () =>
  useApiMutation(endpoint, { invalidates: [endpoints['cryptoExchange.getAllCrypto']] });
