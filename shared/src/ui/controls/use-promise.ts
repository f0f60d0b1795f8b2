import { startTransition, useEffect, useReducer } from 'react';

type Outcome = { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown };
const outcomes = new WeakMap<Promise<unknown>, Outcome>();
const tracked = new WeakSet<Promise<unknown>>();

/** Records the promise's outcome when it settles, so a render after that reads it at once. */
export const trackPromise = <T>(promise: Promise<T>): Promise<T> => {
  if (!tracked.has(promise)) {
    tracked.add(promise);
    promise.then(
      (value) => outcomes.set(promise, { status: 'fulfilled', value }),
      (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
    );
  }
  return promise;
};

/**
 * The value of `promise` once it has settled, undefined while it is pending (the component renders again when it
 * settles); a rejection is thrown to the nearest error boundary. Unlike React's `use` it never suspends: a Suspense
 * boundary whose fallback was shown reveals its content no sooner than 300 ms after (React 19 batches reveals),
 * and two such waits sat on the dashboard's path to its widgets (issue 26).
 */
export const usePromise = <T>(promise: Promise<T>): T | undefined => {
  trackPromise(promise);
  const outcome = outcomes.get(promise);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (outcome) return undefined;
    let live = true;
    // Registered after trackPromise's handlers, so the outcome is recorded before this render is asked for.
    // A transition: the code that arrived renders in slices, without one long task that blocks input.
    const again = () => {
      if (live) startTransition(settled);
    };
    promise.then(again, again);
    return () => {
      live = false;
    };
  }, [promise, outcome]);
  if (outcome?.status === 'rejected') throw outcome.reason;
  return outcome?.status === 'fulfilled' ? (outcome.value as T) : undefined;
};
