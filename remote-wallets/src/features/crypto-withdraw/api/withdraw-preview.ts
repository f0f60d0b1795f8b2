import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.withdrawPreview'];

/** Debit, credit and fees of a withdrawal; also binds the next SMS code to the amount. */
export const useWithdrawPreview = () => useApiMutation(endpoint);
