import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getAllCryptoTransaction'];

/** The crypto transactions bundle (buy/sell, withdrawals, swaps, and the lists outside the dropdown). */
export const useCryptoTransactions = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
