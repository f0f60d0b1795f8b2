import { endpoints } from '@portal/shared/contract';
import { apiBlob } from '@portal/shared';

const endpoint = endpoints['outgoingTransfer.getPaymentProof'];

/** The payment proof file of a withdraw, fetched with the bearer token (a plain link could not send it). */
export const getPaymentProof = (id: string) => apiBlob(endpoint, { params: { id } });
