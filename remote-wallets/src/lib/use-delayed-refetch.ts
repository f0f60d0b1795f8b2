import { announceBalancesChanged, queryClient } from '@portal/shared';

/** Spec 02 §4: after a successful wallet/IBAN move the page "reloads after 6 seconds". A full page reload would
 * drop the host shell and every other remote's state, so instead every cached answer is refreshed now
 * (announceBalancesChanged, which also tells the other apps) and once more after 6 s, when the provider's
 * side has settled. */
export const RELOAD_DELAY_MS = 6000;

// Module-level: the modal that starts it closes (unmounts) at once, the later refresh must still happen.
let pending: ReturnType<typeof setTimeout> | undefined;

export const balancesChangedWithReload = (source: string): void => {
  announceBalancesChanged(source);
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void queryClient.invalidateQueries();
  }, RELOAD_DELAY_MS);
};
