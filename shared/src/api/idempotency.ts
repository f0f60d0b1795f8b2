import { useCallback, useState } from 'react';

/** One key per user intent (a transfer, a top-up …): reuse it on retry and double-click so the server
 * applies the operation once; create a new one only for a new intent. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Keeps a key stable across re-renders and retries; call `renew()` once the operation succeeded or the
 * user changed the amount or payee (a new intent). */
export const useIdempotencyKey = (): { key: string; renew: () => void } => {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
};
