import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';
import { getAllCustomerEndpoint } from './get-all-customer';

export const useDeleteCustomer = () =>
  useApiMutation(endpoints['shell.deleteCustomer'], { invalidates: [getAllCustomerEndpoint] });
