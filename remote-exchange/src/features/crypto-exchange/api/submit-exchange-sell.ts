import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.submitExchangeSell'];

/** Money-moving: one idempotency key per intent. */
export const useSubmitSell = () => useApiMutation(endpoint);
