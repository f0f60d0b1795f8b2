import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

export const getAllCustomerEndpoint = endpoints['shell.getAllCustomer'];

/** The corporate user's shareholders with the user groups (the first one is sent with a new shareholder); not
 * asked for other accounts (the server refuses them). */
export const useShareholders = (enabled: boolean) =>
  useApiQuery(getAllCustomerEndpoint, undefined, { enabled });
