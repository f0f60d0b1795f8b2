import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Preview of the deposit (multipart, the proof as `file`): moves nothing. */
export const useDepositFundCheck = () => useApiMutation(endpoints['deposit.depositFundCheck']);
