import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** The Pending deposit request (multipart, the proof as `file`); money-moving: one idempotency key per intent. */
export const useSubmitFundDeposit = () =>
  useApiMutation(endpoints['deposit.submitFundDeposit'], {
    invalidates: [endpoints['deposit.getDepositFund']],
  });
