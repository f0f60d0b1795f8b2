import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.submitExchangeBuy'];

/** Money-moving: one idempotency key per intent. */
export const useSubmitBuy = () => useApiMutation(endpoint);
