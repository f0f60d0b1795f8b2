import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';
import type { StoredWithdraw } from '../../../lib/crypto/withdraw-storage';

const endpoint = endpoints['cryptoExchange.getWithdrawDetails'];

export const useWithdrawDetails = (stored: StoredWithdraw | null) =>
  useApiQuery(
    endpoint,
    { body: { crypto_wallet_id: stored?.walletId ?? '', withaddress: stored?.address ?? '' } },
    { select: (answer) => answer.data, enabled: Boolean(stored) },
  );
