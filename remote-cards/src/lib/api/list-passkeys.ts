import { endpoints } from '@portal/shared/contract';
import { useApiQuery } from '@portal/shared';

/** Whether the customer holds a passkey: then the CVV reveal asks for it (decision 174). */
export const useHasPasskey = () =>
  useApiQuery(endpoints['passkey.list'], undefined, { select: (answer) => answer.data.length > 0 }).data ===
  true;
