import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['shell.getUserDetails'];

/** The signed-in user (account, account_type, iban_form_status): the host reads the same cached answer. */
export const useUserDetails = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
