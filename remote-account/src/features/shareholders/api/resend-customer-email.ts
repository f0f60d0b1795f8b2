import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';

export const useResendCustomerEmail = () => useApiMutation(endpoints['shell.resendCustomerEmail']);
