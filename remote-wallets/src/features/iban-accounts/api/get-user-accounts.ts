import { endpoints } from '@portal/shared/contract';
import { FIAT_ACCOUNTS_CALL, useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getUserAccounts'];

/** The customer's fiat accounts (wallet account number and IBAN per currency), for the review's parties. */
export const useUserAccounts = () =>
  useApiQuery(endpoint, FIAT_ACCOUNTS_CALL, { select: (answer) => answer.data });
