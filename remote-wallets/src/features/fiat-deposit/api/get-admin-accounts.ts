import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getAdminAccounts'];

/** The provider's EUR and USD bank accounts (sorted EUR then USD by the server). Silent on failure. */
export const useAdminAccounts = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
