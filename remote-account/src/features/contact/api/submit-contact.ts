import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

/** Rate-limited per IP by the server (contact path). */
export const useSubmitContact = () => useApiMutation(endpoints['user.submitContact']);
