import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['limits.getBaseLimit'];

/** Deposit limits are read with coinname EUR (spec 02 §7). */
export const useDepositLimits = () =>
  useApiQuery(endpoint, { body: { coinname: 'EUR' } }, { select: (answer) => answer.data });
