import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { queryClient } from '../api/query-client';
import { loadOnDemand } from '../ui/controls/lazy-part';
import { Loader } from '../ui/loader/loader';

/** A widget whose code is in the exposed module itself (widgets the dashboard always shows together: they come
 * with the module, in parallel with remoteEntry.js, not a round trip after it), with lazyComponent's providers. */
export const withKitProviders = <P extends object>(Component: ComponentType<P>): ComponentType<P> => {
  const Provided = (props: P) => (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loader />}>
        <Component {...props} />
      </Suspense>
    </QueryClientProvider>
  );
  return Provided;
};

/** A route or widget whose code loads when first shown, so ./routes stays small (loadOnDemand: shown as soon as
 * it arrives, no Suspense reveal delay); the kit's one QueryClient (the same instance the host provides) lives
 * here so the page works in any host, harness or test. */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> =>
  withKitProviders<P>(loadOnDemand(load));
