import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Virtual wallet → IBAN account (money-moving: send an idempotency key). */
export const useTransferWalletToAccount = () => useApiMutation(endpoints['account.transferWalletToAccount']);
