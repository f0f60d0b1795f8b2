import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** IBAN account → virtual wallet (money-moving: send an idempotency key). */
export const useTransferAccountToWallet = () => useApiMutation(endpoints['account.transferAccountToWallet']);
