import { apiCall } from '@portal/shared';
import { authEndpoints as endpoints } from '@portal/shared/contract';

/** Our server's echo of the caller's public address (replaces the spec's third-party IP lookup). */
export const fetchPublicIp = async (): Promise<string> => (await apiCall(endpoints['auth.publicIp'])).data.ip;
