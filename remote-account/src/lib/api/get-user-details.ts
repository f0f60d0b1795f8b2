import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['shell.getUserDetails'];

/** The signed-in user's details: the same cached call the host's guard reads. */
export const useUserDetails = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
