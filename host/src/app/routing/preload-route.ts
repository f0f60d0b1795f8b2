import { prefetchRemoteModule } from '../remotes/remote-loader';
import { remoteModule } from '../remotes/remote-module-cache';
import { findRoute } from './decide-access';
import { DashboardPage, RemotePage } from './lazy-screens';
import { remoteCodeOf } from './route-remotes';

const ignore = () => undefined; // a failed load is cached and shown by the route's own boundary, with Retry

/** Whether the page at this path shows a remote's code (a remote's route, or the dashboard's widgets). */
export const routeNeedsRemotes = (pathname: string): boolean => {
  const entry = findRoute(pathname);
  return Boolean(entry && remoteCodeOf(entry).length > 0);
};

/**
 * Fetches a signed-in route's code (its remote's manifest, entry and exposed module, or the dashboard and its
 * widgets) at start-up when there is a session, and while the access check waits for the user details (loads
 * are cached, so the second call costs nothing), instead of after that check: on a slow network
 * that is three or four round trips less before the screen shows. Only public static files are fetched; what
 * the user may see is still decided by the guard.
 */
export const preloadRoute = (pathname: string): void => {
  const entry = findRoute(pathname);
  if (!entry) return;
  const code = remoteCodeOf(entry);
  if (entry.owner !== 'host') {
    void RemotePage.preload().catch(ignore);
    for (const { remote, exposed } of code) void remoteModule(remote, exposed).catch(ignore);
  } else if (entry.path === '/dashboard') {
    // The title paints first: the widgets' code is fetched now but runs only when they mount.
    void DashboardPage.preload().catch(ignore);
    for (const { remote, exposed } of code) prefetchRemoteModule(remote, exposed);
  }
};
