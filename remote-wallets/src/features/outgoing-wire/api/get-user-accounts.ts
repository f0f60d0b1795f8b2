import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Accounts with what the wire form needs alongside: templatearray, getallcountry, outgoingotp. */
export const useWireAccounts = () => useApiQuery(endpoints['account.getUserAccounts'], undefined);
