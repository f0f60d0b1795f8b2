import { endpoints } from '@portal/shared/contract';
import { apiCall, type ApiCallOptions } from '@portal/shared';

const endpoint = endpoints['deposit.submitFundDeposit'];

/** The Pending deposit request (multipart, the proof as `file`); money-moving: one idempotency key per intent. */
export const submitFundDeposit = (call: ApiCallOptions<typeof endpoint>) => apiCall(endpoint, call);
