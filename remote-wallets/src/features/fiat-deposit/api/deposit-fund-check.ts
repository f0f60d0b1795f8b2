import { endpoints } from '@portal/shared/contract';
import { apiCall, type ApiCallOptions } from '@portal/shared';

const endpoint = endpoints['deposit.depositFundCheck'];

/** Preview of the deposit (multipart, the proof as `file`): amount, fee and what is credited; moves nothing. */
export const checkDepositFund = (call: ApiCallOptions<typeof endpoint>) => apiCall(endpoint, call);
