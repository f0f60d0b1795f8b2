import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['outgoingTransfer.getAllOutgoingDetails'];

/** The withdraw details modal reads data[0]. */
export const useOutgoingDetails = (outgoingid: string) =>
  useApiQuery(endpoint, { body: { outgoingid } }, { select: (answer) => answer.data[0] });
