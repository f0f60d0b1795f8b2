import { endpoints } from '@portal/shared/contract';
import { useApiMutation } from '@portal/shared';
import { getIbanKycDetailsEndpoint } from './get-iban-kyc-details';

/** Multipart submit of the IBAN application; the user details carry iban_form_status, so they go stale too. */
export const useStoreIbanKyc = () =>
  useApiMutation(endpoints['shell.storeIbanKyc'], {
    invalidates: [getIbanKycDetailsEndpoint, endpoints['shell.getUserDetails']],
  });
