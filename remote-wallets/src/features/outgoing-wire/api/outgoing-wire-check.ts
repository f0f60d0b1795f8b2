import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Preview with the fee; moves nothing. */
export const useOutgoingWireCheck = () => useApiMutation(endpoints['outgoingTransfer.outgoingWireCheck']);
