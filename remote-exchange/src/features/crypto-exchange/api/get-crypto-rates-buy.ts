import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getCryptoRatesBuy'];

/** Buy preview (rate, fee, credit) of an order; its quote_token holds the price. */
export const useBuyRates = () => useApiMutation(endpoint);
