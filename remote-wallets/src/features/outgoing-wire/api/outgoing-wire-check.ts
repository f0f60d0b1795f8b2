import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { OutgoingWireBody } from '../../../lib/contract-types';

/** The preview: amount, debit (amount + fee), the account; moves nothing. */
export const checkOutgoingWire = (body: OutgoingWireBody) =>
  apiCall(endpoints['outgoingTransfer.outgoingWireCheck'], { body });
