import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, type ComponentType } from 'react';
import { queryClient } from '../api/query-client';
import { Loader } from '../ui/loader/loader';

/** A route or widget whose code loads when first shown, so ./routes stays small; the Suspense (and the kit's
 * one QueryClient, the same instance the host provides) live here so the page works in any host, harness or
 * test. */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Loaded = (props: P) => (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loader />}>
        <Lazy {...props} />
      </Suspense>
    </QueryClientProvider>
  );
  return Loaded;
};
