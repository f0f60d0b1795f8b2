import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['deposit.getDepositFund'];

export const useDepositFunds = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
