import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';
import { getAllCustomerEndpoint } from './get-all-customer';

export const useAddCustomer = () =>
  useApiMutation(endpoints['shell.addCustomer'], { invalidates: [getAllCustomerEndpoint] });
