import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['shell.getUserDetails'];

/** The signed-in user's details (the host's cached answer): whether an authenticator is set up. */
export const useUserDetails = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
