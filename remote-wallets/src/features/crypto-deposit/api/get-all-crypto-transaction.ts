import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getAllCryptoTransaction'];

/** Only the deposit addresses: a deposit-address id from the lists is mapped to its wallet by address. */
export const useDepositAddresses = (enabled: boolean) =>
  useApiQuery(endpoint, undefined, { select: (answer) => answer.data.depoaddress, enabled });
