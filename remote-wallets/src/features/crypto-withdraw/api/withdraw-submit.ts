import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.withdrawSubmit'];

export const useWithdrawSubmit = () => useApiMutation(endpoint);
