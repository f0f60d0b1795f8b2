import { useEffect, useRef } from 'react';
import { useIdempotencyKey } from './idempotency';

/**
 * The idempotency key of the current intent, read at call time (a code dialog keeps its submit function across
 * renders), plus a guard so a double-click sends the money-moving call once. The server replays a business
 * refusal for the same key and refuses another body with it, so the caller renews after any refusal as well
 * as after success.
 */
export const useIntentKey = () => {
  const { key, renew } = useIdempotencyKey();
  const current = useRef(key);
  const busy = useRef(false);
  useEffect(() => {
    current.current = key;
  }, [key]);

  /** Runs `work` unless a run is already under way (double-click); returns false when it was skipped. */
  const once = async (work: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await work();
      return true;
    } finally {
      busy.current = false;
    }
  };

  return { keyNow: () => current.current, renew, once };
};
