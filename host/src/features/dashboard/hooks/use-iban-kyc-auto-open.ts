import { useEffect } from 'react';
import { bus } from '@portal/shared';
import { IBAN_KYC_DELAY_MS } from '../rules/dashboard-rules';

/** Asks the host's IBAN KYC modal to open 5 s after the dashboard loads, when the §4 condition holds; leaving
 * the dashboard (or the condition turning false, e.g. after a submit) cancels it. */
export const useIbanKycAutoOpen = (shouldOpen: boolean): void => {
  useEffect(() => {
    if (!shouldOpen) return undefined;
    const timer = setTimeout(() => {
      bus.emit('ibanKyc:open');
    }, IBAN_KYC_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [shouldOpen]);
};
