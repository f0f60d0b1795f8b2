import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['limits.getBaseLimit'];

/** Limits and the fee percentages (internalTransferFees, withdrawalFees) for one currency; fails silently. */
export const useBaseLimit = (currency: string) =>
  useApiQuery(endpoint, { body: { coinname: currency } }, { select: (answer) => answer.data });
