import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['user.getUserLoginLogs'];

export const useUserLoginLogs = () => useApiQuery(endpoint, undefined, { select: (answer) => answer.data });
