import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getUserAccounts'];

/** The user's fiat wallets: their account number makes the transfer reference. */
export const useUserAccounts = () =>
  useApiQuery(endpoint, { query: { omit: 'getallcountry' } }, { select: (answer) => answer.data });
