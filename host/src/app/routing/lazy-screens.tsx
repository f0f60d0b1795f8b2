import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader, loadOnDemand } from '@portal/shared';
import { ShellSkeleton } from '../../features/layout/components/shell-skeleton';
import styles from './lazy-screens.module.css';

/** A screen from a named export in its own chunk, with its own loading state (the shell and menu stay in place);
 * `preload` fetches the chunk ahead of the first render (see preload-route.ts). */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => loadOnDemand<P>(async () => (await load())[name], <ScreenLoading />);

/** Around a screen: whatever in it still suspends shows the screen's loading state. */
export const Screen = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
);

/** A screen still loading (its code, or what decides whether it may be shown). */
export const ScreenLoading = () => (
  <div className={styles.loading}>
    <Loader variant="block" />
  </div>
);

// The login page is the first load most visitors see: it fetches only itself. The signed-in shell, the
// dashboard, remote slots, error pages and the other public screens load when they are first shown. The chunk
// names are the ones page-remotes.json announces a page with (route-remotes.ts, hostChunksOf).
// The shell's loading state is its skeleton, the very markup a signed-in page's HTML starts with.
export const ShellLayout = loadOnDemand(
  async () =>
    (await import(/* webpackChunkName: "shell-layout" */ '../../features/layout/components/shell-layout'))
      .ShellLayout,
  <ShellSkeleton />,
);
export const DashboardPage = lazyNamed(
  () => import(/* webpackChunkName: "dashboard-page" */ '../../features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
export const NotFoundPage = lazyNamed(
  () => import('../../features/errors/components/not-found-page'),
  'NotFoundPage',
);
export const ErrorPage = lazyNamed(() => import('../../features/errors/components/error-page'), 'ErrorPage');
export const RemotePage = lazyNamed(
  () => import(/* webpackChunkName: "remote-page" */ '../remotes/remote-slot'),
  'RemotePage',
);
