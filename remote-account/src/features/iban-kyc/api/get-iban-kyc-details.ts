import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

export const getIbanKycDetailsEndpoint = endpoints['shell.getIbanKycDetails'];

/** The stored application (null before the first one): status, rejection reason, fields and file names. */
export const useIbanKycDetails = () =>
  useApiQuery(getIbanKycDetailsEndpoint, undefined, { select: (answer) => answer.data });
