import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Loader } from '../loader/loader';

type Preload = () => Promise<unknown>;
type PartsWindow = { __PORTAL_KIT_PARTS__?: Set<Preload> };

/** Every lazy part of the kit, so the Jest setup can load them before a test renders (tests stay synchronous). */
const registry = (): Set<Preload> => {
  const target = globalThis as PartsWindow;
  target.__PORTAL_KIT_PARTS__ ??= new Set();
  return target.__PORTAL_KIT_PARTS__;
};

/**
 * A kit component whose implementation (and its libraries) lives in its own chunk, fetched the first time it
 * renders: @portal/shared is shared whole, so without this every first load (the login page too) would carry
 * TanStack Table, the second-factor dialog … The public component keeps its name, props and behaviour.
 */
export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the implementation now (a screen about to show it); later renders then need no Suspense. */
  preload: () => Promise<unknown>;
};

export const lazyPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Loader />,
): LazyPart<P> => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk is fetched again by the next mount
        throw error;
      },
    );
    return pending;
  };
  registry().add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  const Part = (props: P) => {
    // Decided once per mount: switching from the lazy path to the direct one would remount the part and lose
    // its state (page, selection, typed code).
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return Object.assign(Part, { preload });
};
