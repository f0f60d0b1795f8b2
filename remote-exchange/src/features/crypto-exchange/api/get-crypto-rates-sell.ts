import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getCryptoRatesSell'];

/** Sell preview of an order; its quote_token holds the price. */
export const useSellRates = () => useApiMutation(endpoint);
