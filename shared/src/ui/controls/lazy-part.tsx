import { useState, type ComponentType, type ReactNode } from 'react';
import { Loader } from '../loader/loader';
import { usePromise, trackPromise } from './use-promise';

type Preload = () => Promise<unknown>;
type PartsWindow = { __PORTAL_KIT_PARTS__?: Set<Preload> };

/** Every lazy part of the kit, so the Jest setup can load them before a test renders (tests stay synchronous). */
const registry = (): Set<Preload> => {
  const target = globalThis as PartsWindow;
  target.__PORTAL_KIT_PARTS__ ??= new Set();
  return target.__PORTAL_KIT_PARTS__;
};

export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the implementation now (a screen about to show it); a render after it has arrived shows it at once. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is fetched the first time it renders (or on `preload`), showing `fallback` meanwhile.
 * No Suspense: the component renders again as soon as the code has arrived (usePromise), instead of waiting for
 * React's 300 ms reveal throttle; a failed load goes to the nearest error boundary and is fetched again by the
 * next mount.
 */
export const loadOnDemand = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Loader />,
): LazyPart<P> => {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= trackPromise(
      load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }),
    );
    return pending;
  };
  const Part = (props: P) => {
    const [loading] = useState(preload);
    const Ready = usePromise(loading);
    return Ready ? <Ready {...props} /> : fallback;
  };
  return Object.assign(Part, { preload });
};

/**
 * A kit component whose implementation (and its libraries) lives in its own chunk: @portal/shared is shared
 * whole, so without this every first load (the login page too) would carry TanStack Table, the second-factor
 * dialog … The public component keeps its name, props and behaviour.
 */
export const lazyPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ReactNode,
): LazyPart<P> => {
  const part = loadOnDemand(load, fallback);
  registry().add(part.preload);
  return part;
};
