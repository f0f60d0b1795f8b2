import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['auth.listSessions'];

/** The caller's open sessions (contract 1.5), the caller's own marked `current`. */
export const useActiveSessions = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
