import { QueryClient } from '@tanstack/react-query';
import { bus } from '../bus/event-bus';
import { isApiError } from './api-error';

/** A server "no" (code ≠ 200) or an expired session will not change on retry; a network blip may. */
const isTransient = (error: unknown): boolean =>
  !isApiError(error) || error.kind === 'network' || error.kind === 'unexpected';

/** The one QueryClient of the page (host provides it; remotes share the same instance). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 1 && isTransient(error),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// A new user must never see the previous user's cached answers.
const clearCache = (): void => queryClient.clear();
bus.on('session:expired', clearCache);
bus.on('session:logout', clearCache);

// Money moved somewhere (any remote): every cached answer may show an old balance; active queries refetch,
// so the dashboard and other screens update without a reload.
bus.on('balances:changed', () => void queryClient.invalidateQueries());

// Some answers are written in the portal's language (news, FAQ, site pages; decision 129): after a switch, the
// active queries ask again, in the new language.
bus.on('language:changed', () => void queryClient.invalidateQueries());

/** Call after a successful money movement (transfer, deposit, withdrawal, top-up, trade). */
export const announceBalancesChanged = (source: string): void => bus.emit('balances:changed', { source });
