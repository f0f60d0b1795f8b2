import { useEffect, useRef, useState } from 'react';
import { bus } from '@portal/shared';
import { IBAN_KYC_DELAY_MS } from '../rules/dashboard-rules';

// What counts as "the customer is using the page": the modal must not land on top of a click or a keystroke.
const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const dialogOpen = (): boolean => document.querySelector('[role="dialog"]') !== null;

/** Since the dashboard mounted: whether the customer has clicked, typed or scrolled, and when it mounted. */
const usePageUse = () => {
  const page = useRef({ loadedAt: 0, used: false });
  useEffect(() => {
    page.current = { loadedAt: performance.now(), used: false };
    const inUse = () => {
      page.current.used = true;
    };
    for (const name of USE_EVENTS) document.addEventListener(name, inUse, true);
    return () => {
      for (const name of USE_EVENTS) document.removeEventListener(name, inUse, true);
    };
  }, []);
  return page;
};

/** Spec 01 §4: the IBAN KYC modal opens 5 s after the dashboard loads (counted from the page's mount, not from
 * when its widgets or the user details arrive: decision 149), when the condition holds. It opens only over an
 * untouched page: once the customer has clicked, typed or scrolled (or another dialog is open) the modal would
 * intercept what they are doing, so `prompt` turns true instead and the dashboard shows a non-blocking prompt
 * that opens the form on request. Leaving the dashboard or the condition turning false (e.g. after a submit)
 * cancels both. Call it in the page's first render. */
export const useIbanKycAutoOpen = (shouldOpen: boolean): { prompt: boolean } => {
  const [prompt, setPrompt] = useState(false);
  const page = usePageUse();
  useEffect(() => {
    if (!shouldOpen) {
      setPrompt(false);
      return undefined;
    }
    // The condition may become known after the mount (user details still loading): only the rest of the 5 s.
    const due = Math.max(0, page.current.loadedAt + IBAN_KYC_DELAY_MS - performance.now());
    const timer = setTimeout(() => {
      if (page.current.used || dialogOpen()) setPrompt(true);
      else bus.emit('ibanKyc:open');
    }, due);
    return () => clearTimeout(timer);
  }, [shouldOpen, page]);
  return { prompt: shouldOpen && prompt };
};
