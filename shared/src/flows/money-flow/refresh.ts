import { announceBalancesChanged, queryClient } from '../../api/query-client';

// Module-level: the screen that started it may be gone (a modal closed) when the later refresh is due.
let again: ReturnType<typeof setTimeout> | undefined;

/** After money moved: every cached answer is asked again now (the bus tells every app), and, when a spec asks
 * for it, once more later, when the provider's side has settled — instead of reloading the page, which would
 * drop the host and every other remote's state. */
export const refreshAfterMoney = (source: string, againAfterMs?: number): void => {
  announceBalancesChanged(source);
  if (againAfterMs === undefined) return;
  clearTimeout(again);
  again = setTimeout(() => {
    again = undefined;
    void queryClient.invalidateQueries();
  }, againAfterMs);
};
