import { Suspense, lazy, type ComponentType } from 'react';
import { Loader } from '@portal/shared';

/** A route or widget whose code loads when first shown, so ./routes stays small; the Suspense lives here so
 * the page works in any host, harness or test. */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Loaded = (props: P) => (
    <Suspense fallback={<Loader />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Loaded;
};
