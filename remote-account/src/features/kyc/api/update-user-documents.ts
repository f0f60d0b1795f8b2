import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** A document check: type, country, front and back images (multipart). */
export const useUpdateUserDocuments = () => useApiMutation(endpoints['kyc.updateUserDocuments']);
