import { endpoints } from '@portal/shared/contract';
import { FIAT_ACCOUNTS_CALL, useApiQuery } from '@portal/shared';

/** Accounts with internalotp (the second-factor mode of this flow). */
export const useInternalAccounts = () =>
  useApiQuery(endpoints['account.getUserAccounts'], FIAT_ACCOUNTS_CALL);
