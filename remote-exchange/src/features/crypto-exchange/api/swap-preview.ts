import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.swapPreview'];

/** Swap preview (total deduction, amount collected); its quote_token holds the rate. */
export const useSwapPreview = () => useApiMutation(endpoint);
