import { useSyncExternalStore } from 'react';

/** Below this width a list is shown as compact items instead of a table (issue 23: an ordinary phone is 390 px;
 * issue 44: a tablet held upright, 768–834 px, cut the wide lists' last columns and squeezed IBANs too). */
export const NARROW_SCREEN_QUERY = '(max-width: 899.98px)';

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : undefined;

const subscribe = (onChange: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

const isNarrow = () => mediaQuery()?.matches ?? false;

/** True on a phone-sized screen; false where the browser cannot tell (tests without matchMedia). */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
