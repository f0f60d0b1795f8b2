import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['kyc.getKycDetails'];

/** The KYC record with the lists the page needs (countries, document types, accounts, states). */
export const useKycDetails = () =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data ?? null });
