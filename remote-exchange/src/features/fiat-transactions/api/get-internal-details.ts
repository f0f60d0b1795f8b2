import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['internalTransfer.getAllInternalDetails'];

/** The internal transfer details modal reads data[0]. */
export const useInternalDetails = (internalid: string) =>
  useApiQuery(endpoint, { body: { internalid } }, { select: (answer) => answer.data[0] });
