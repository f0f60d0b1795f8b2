import { useEffect, useState } from 'react';
import { bus } from '@portal/shared';
import { IBAN_KYC_DELAY_MS } from '../rules/dashboard-rules';

// What counts as "the customer is using the page": the modal must not land on top of a click or a keystroke.
const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const dialogOpen = (): boolean => document.querySelector('[role="dialog"]') !== null;

/** Spec 01 §4: the IBAN KYC modal opens 5 s after the dashboard loads, when the condition holds. It opens only
 * over an untouched page: once the customer has clicked, typed or scrolled (or another dialog is open) the
 * modal would intercept what they are doing, so `prompt` turns true instead and the dashboard shows a
 * non-blocking prompt that opens the form on request. Leaving the dashboard or the condition turning false
 * (e.g. after a submit) cancels both. */
export const useIbanKycAutoOpen = (shouldOpen: boolean): { prompt: boolean } => {
  const [prompt, setPrompt] = useState(false);
  useEffect(() => {
    if (!shouldOpen) {
      setPrompt(false);
      return undefined;
    }
    const stop = (show: 'prompt' | 'modal') => {
      clearTimeout(timer);
      for (const name of USE_EVENTS) document.removeEventListener(name, inUse, true);
      if (show === 'modal' && !dialogOpen()) bus.emit('ibanKyc:open');
      else setPrompt(true);
    };
    const inUse = () => stop('prompt');
    const timer = setTimeout(() => stop('modal'), IBAN_KYC_DELAY_MS);
    for (const name of USE_EVENTS) document.addEventListener(name, inUse, true);
    return () => {
      clearTimeout(timer);
      for (const name of USE_EVENTS) document.removeEventListener(name, inUse, true);
    };
  }, [shouldOpen]);
  return { prompt: shouldOpen && prompt };
};
