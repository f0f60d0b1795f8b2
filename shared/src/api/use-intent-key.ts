import { useMemo, useRef } from 'react';
import { isApiError } from './api-error';
import { newIdempotencyKey } from './idempotency';

/**
 * The idempotency key of the current intent, read at call time (a code dialog keeps its submit function across
 * renders). `keyFor(intent)` keeps the key while the intent (the body without the code) is the same, so a retry
 * after a network failure replays safely, and takes a new one when the amount or payee changed (the server
 * refuses a key reused with another body). Call `renew()` after a final answer: success or a refusal, which the
 * server stores as that key's answer.
 */
export const useIntentKey = () => {
  const current = useRef<{ key: string; intent?: string }>({ key: newIdempotencyKey() });
  return useMemo(
    () => ({
      keyFor: (intent: string): string => {
        if (current.current.intent !== undefined && current.current.intent !== intent)
          current.current = { key: newIdempotencyKey() };
        current.current.intent = intent;
        return current.current.key;
      },
      renew: () => {
        current.current = { key: newIdempotencyKey() };
      },
    }),
    [],
  );
};

/** The server stores a refusal (code ≠ 200) as the final answer of its idempotency key, so the next attempt
 * (usually with a corrected amount) needs a new key; a network failure keeps the key for a safe retry. */
export const needsNewKey = (failure: unknown): boolean => isApiError(failure) && failure.kind === 'server';
