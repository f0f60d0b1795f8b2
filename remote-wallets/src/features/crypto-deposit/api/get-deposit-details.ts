import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

const endpoint = endpoints['cryptoExchange.getDepositDetails'];

/** depoid is the crypto wallet id. */
export const useDepositDetails = (walletId: string | null) =>
  useApiQuery(
    endpoint,
    { body: { depoid: walletId ?? '' } },
    { select: (answer) => answer.data, enabled: Boolean(walletId) },
  );
