import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** One document image (multipart `file`). */
export const useUpdateDoc = () => useApiMutation(endpoints['kyc.updateDoc']);
