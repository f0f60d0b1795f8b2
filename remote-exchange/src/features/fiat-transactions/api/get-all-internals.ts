import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['internalTransfer.getAllInternals'];

/** Internal transfers (data), outgoing wires, the fiat ledger (balancedata) and the account filter. */
export const useAllInternals = () => useApiQuery(endpoint, undefined);
