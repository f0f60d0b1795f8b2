import { useCallback, useRef, useState } from 'react';

/** Runs one submission at a time: a double-click's second click arrives before React re-renders the button
 * as disabled, so it is dropped here (the idempotency key would make it harmless on the server, but the user
 * would see the answer twice). `running` feeds the button's `pending`. */
export const useSingleFlight = () => {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);
  return { run, running };
};
