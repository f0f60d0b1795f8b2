import { apiCall, apiQueryOptions, useApiQuery } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';

// Spec 01 §7: the dashboard's buy/sell and swap tables come from data.buyselltra / data.swaptra.
const endpoint = endpoints['cryptoExchange.getAllCryptoExchange'];

export const getAllCryptoExchange = (signal?: AbortSignal) => apiCall(endpoint, { signal });
export const cryptoExchangeQuery = () => apiQueryOptions(endpoint);
export const useCryptoExchangeData = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
