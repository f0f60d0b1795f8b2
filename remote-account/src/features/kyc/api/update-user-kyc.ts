import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useUpdateUserKyc = () => useApiMutation(endpoints['kyc.updateUserKyc']);
