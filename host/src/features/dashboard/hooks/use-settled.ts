import { useEffect, useState, type RefObject } from 'react';

/** What a widget shows while it still loads: a loader, a busy region, a remote still arriving. Not any
 * role="status": a table's "No Data Found" is one, and counting it kept a customer without transactions staring
 * at a spinner until maxMs (decision 149). */
export const BUSY = '[aria-busy="true"]:not(button), [data-loader], [data-remote-loading]';
const QUIET_MS = 50;

/**
 * True once nothing under `ref` is loading (or after `maxMs`, so one slow remote cannot hold the page). The
 * dashboard keeps its widgets invisible until then: they arrive one by one from two remotes and each grows from
 * a loader to its full height, which pushed everything below around (Lighthouse CLS 0.42 on a phone). Shown at
 * once, nothing that was visible moves.
 */
export const useSettled = (ref: RefObject<HTMLElement | null>, active: boolean, maxMs = 4000): boolean => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!active || settled || !root) return undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      // A short quiet period: a widget that just finished loading its module may start loading its data.
      if (!root.querySelector(BUSY))
        quiet = setTimeout(() => !root.querySelector(BUSY) && setSettled(true), QUIET_MS);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'role'],
    });
    check();
    const cap = setTimeout(() => setSettled(true), maxMs);
    return () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
    };
  }, [ref, active, settled, maxMs]);
  return settled;
};
