import { useCallback, useEffect, useRef } from 'react';
import { announceBalancesChanged, queryClient } from '@portal/shared';

/** Spec 02 §4: after a successful wallet/IBAN move the page "reloads after 6 seconds". A full page reload would
 * drop the host shell and every other remote's state, so instead every cached answer is refreshed now
 * (announceBalancesChanged, which also tells the other apps) and once more after 6 s, when the provider's
 * side has settled. */
export const RELOAD_DELAY_MS = 6000;

export const useBalancesChanged = (source: string) => {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    announceBalancesChanged(source);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries();
    }, RELOAD_DELAY_MS);
  }, [source]);
};
