import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Next: verifies the recipient; data is their display name. */
export const useCheckEmailAccount = () => useApiMutation(endpoints['account.checkEmailAccount']);
