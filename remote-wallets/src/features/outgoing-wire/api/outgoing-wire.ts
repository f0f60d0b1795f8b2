import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { OutgoingWireBody } from '../../../lib/contract-types';

/** The wire itself (money-moving: one idempotency key per intent). Called from the second-factor step. */
export const submitOutgoingWire = (body: OutgoingWireBody, idempotencyKey: string) =>
  apiCall(endpoints['outgoingTransfer.outgoingWire'], { body, idempotencyKey });
