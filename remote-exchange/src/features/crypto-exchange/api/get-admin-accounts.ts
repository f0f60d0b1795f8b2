import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getAdminAccounts'];

/** The platform's bank accounts; a buy shows the one in the order's currency. */
export const useAdminAccounts = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
