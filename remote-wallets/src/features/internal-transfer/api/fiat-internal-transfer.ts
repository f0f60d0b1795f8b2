import { endpoints } from '@portal/shared/contract';
import { apiCall } from '@portal/shared';
import type { FiatInternalTransferBody } from '../../../lib/contract-types';

/** The transfer (money-moving: one idempotency key per intent). Called from the second-factor step. */
export const submitInternalTransfer = (body: FiatInternalTransferBody, idempotencyKey: string) =>
  apiCall(endpoints['internalTransfer.fiatInternalTransfer'], { body, idempotencyKey });
