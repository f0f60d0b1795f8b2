import { endpoints } from '@portal/shared/contract';
import { FIAT_ACCOUNTS_CALL, useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getUserAccounts'];

/** The user's fiat wallets: their account number makes the transfer reference. */
export const useUserAccounts = () =>
  useApiQuery(endpoint, FIAT_ACCOUNTS_CALL, { select: (answer) => answer.data });
