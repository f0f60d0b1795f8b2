import { useMemo, useRef } from 'react';
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
  const busy = useRef(false);
  return useMemo(
    () => ({
      // Until every flow runs on useMoneyFlow: the previous reader and double-click guard.
      keyNow: () => current.current.key,
      once: async (work: () => Promise<void>): Promise<boolean> => {
        if (busy.current) return false;
        busy.current = true;
        try {
          await work();
          return true;
        } finally {
          busy.current = false;
        }
      },
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
