import { endpoints } from '@portal/shared/contract';
import { apiBlob } from '@portal/shared';

/** A stored document of the user's IBAN application (the call carries the bearer token, so no plain link). */
export const getIbanKycFile = (file: string) =>
  apiBlob(endpoints['shell.getIbanKycFile'], { params: { file } });
