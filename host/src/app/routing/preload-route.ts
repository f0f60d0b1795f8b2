import { remoteModule } from '../remotes/remote-module-cache';
import { findRoute } from './decide-access';
import { DashboardPage, RemotePage } from './lazy-screens';
import { firstPaintShowsRemote, remoteCodeOf } from './route-remotes';

const ignore = () => undefined; // a failed load is cached and shown by the route's own boundary, with Retry

/** Whether the page at this path shows a remote's code in its first paint (a remote's route; the dashboard's
 * widgets come after its title). */
export const routeNeedsRemotes = (pathname: string): boolean => {
  const entry = findRoute(pathname);
  return Boolean(entry && firstPaintShowsRemote(entry));
};

/**
 * Fetches a signed-in route's code (its remote's manifest, entry and exposed module, or the dashboard's screen;
 * its widgets' code waits for the title, see DashboardPage) at start-up when there is a session, and while the
 * access check waits for the user details (loads are cached, so the second call costs nothing), instead of after
 * that check: on a slow network that is three or four round trips less before the screen shows. Only public static
 * files are fetched; what the user may see is still decided by the guard.
 */
export const preloadRoute = (pathname: string): void => {
  const entry = findRoute(pathname);
  if (!entry) return;
  if (entry.owner !== 'host') {
    void RemotePage.preload().catch(ignore);
    for (const { remote, exposed } of remoteCodeOf(entry)) void remoteModule(remote, exposed).catch(ignore);
  } else if (entry.path === '/dashboard') {
    void DashboardPage.preload().catch(ignore);
  }
};
