// copied from remote-wallets/src/lib/money/use-key-per-intent.ts (to be moved to the kit)
import { useEffect, useRef } from 'react';
import { useIdempotencyKey } from '@portal/shared';

/** One idempotency key per intent: kept across retries and double-clicks of the same values, renewed when the
 * amount, currency or payee change (the server refuses a key reused with another body). */
export const useKeyPerIntent = (...intent: (string | undefined)[]) => {
  const { key, renew } = useIdempotencyKey();
  const signature = intent.join('\u0000');
  const last = useRef(signature);
  useEffect(() => {
    if (last.current === signature) return;
    last.current = signature;
    renew();
  }, [signature, renew]);
  return { key, renew };
};
