import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Accounts with internalotp (the second-factor mode of this flow). */
export const useInternalAccounts = () =>
  useApiQuery(endpoints['account.getUserAccounts'], { query: { omit: 'getallcountry' } });
