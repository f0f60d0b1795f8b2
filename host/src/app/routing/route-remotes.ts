import type { RemoteName } from '@portal/shared';
import { DASHBOARD_REMOTES } from '../../features/dashboard/rules/dashboard-rules';
import { routeTable, type RouteEntry } from './route-table';

export type RemoteCode = { remote: RemoteName; exposed: './routes' | './widgets' };

/** The remote code a page shows: a remote's route its `./routes`, the dashboard its remotes' `./widgets`. React-free:
 * the host's build also writes it to page-remotes.json, from which the static server announces that code in the
 * page's response (scripts/lib/page-hints.mjs). */
export const remoteCodeOf = (entry: RouteEntry): RemoteCode[] => {
  if (entry.owner !== 'host') return [{ remote: entry.owner, exposed: './routes' }];
  if (entry.path === '/dashboard')
    return DASHBOARD_REMOTES.map((remote) => ({ remote, exposed: './widgets' }));
  return [];
};

/** Every path that shows remote code, with that code (page-remotes.json). */
export const pageRemotes = (): { path: string; code: RemoteCode[] }[] =>
  routeTable
    .map((entry) => ({ path: entry.path, code: remoteCodeOf(entry) }))
    .filter((page) => page.code.length > 0);
