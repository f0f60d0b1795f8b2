import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.swapSubmit'];

/** Money-moving: one idempotency key per intent. */
export const useSwapSubmit = () => useApiMutation(endpoint);
