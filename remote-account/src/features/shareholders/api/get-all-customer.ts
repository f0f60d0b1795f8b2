import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

export const getAllCustomerEndpoint = endpoints['shell.getAllCustomer'];

/** The corporate user's shareholders with the user groups (the first one is sent with a new shareholder). */
export const useShareholders = () => useApiQuery(getAllCustomerEndpoint, undefined);
