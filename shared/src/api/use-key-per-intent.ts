import { useEffect, useRef } from 'react';
import { isApiError } from './api-error';
import { useIdempotencyKey } from './idempotency';

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

/** The server stores a refusal (code ≠ 200) as the final answer of its idempotency key, so the next attempt
 * (usually with a corrected amount) needs a new key; a network failure keeps the key for a safe retry. */
export const needsNewKey = (failure: unknown): boolean => isApiError(failure) && failure.kind === 'server';
