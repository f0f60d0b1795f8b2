import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.submitTransfer'];

export const useSubmitTransfer = () => useApiMutation(endpoint);
