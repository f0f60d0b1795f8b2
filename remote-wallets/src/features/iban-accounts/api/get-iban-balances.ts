import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['account.getIbanAccountsBalance'];

/** eurAvailableBalance / usdAvailableBalance (absent = no IBAN account in that currency). */
export const useIbanBalances = () => useApiQuery(endpoint, undefined);
