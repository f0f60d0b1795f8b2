import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** IBAN account → an external IBAN (money-moving: send an idempotency key). */
export const useWithdrawToExternalAccount = () =>
  useApiMutation(endpoints['account.withdrawalAccountToExternalAccount']);
