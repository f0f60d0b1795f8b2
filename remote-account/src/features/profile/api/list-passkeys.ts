import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** The customer's passkeys (contract 1.11): name, added, last used. */
export const usePasskeys = () =>
  useApiQuery(endpoints['passkey.list'], undefined, { select: (answer) => answer.data });
