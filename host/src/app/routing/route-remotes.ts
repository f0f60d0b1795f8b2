import type { RemoteName } from '@portal/shared';
import { DASHBOARD_REMOTES } from '../../features/dashboard/rules/dashboard-rules';
import { routeTable, type RouteEntry } from './route-table';

/** `afterPaint`: shown under the page's title once that title is on screen (the dashboard's widgets), and fetched
 * only then, as the one-bundle build's lazy widgets are: not announced with the page, not fetched at start-up. */
export type RemoteCode = { remote: RemoteName; exposed: './routes' | './widgets'; afterPaint?: true };

/** The remote code a page shows: a remote's route its `./routes`, the dashboard its remotes' `./widgets`. React-free:
 * the host's build also writes it to page-remotes.json, from which the static server announces the code a page's
 * first paint shows in the page's response (scripts/lib/page-hints.mjs). */
export const remoteCodeOf = (entry: RouteEntry): RemoteCode[] => {
  if (entry.owner !== 'host') return [{ remote: entry.owner, exposed: './routes' }];
  if (entry.path === '/dashboard')
    return DASHBOARD_REMOTES.map((remote) => ({ remote, exposed: './widgets', afterPaint: true }));
  return [];
};

/** Whether the page's first paint shows a remote's code (a remote's route; not the dashboard, whose title comes
 * first): that code and the federation runtime are fetched at start-up. */
export const firstPaintShowsRemote = (entry: RouteEntry): boolean =>
  remoteCodeOf(entry).some((code) => !code.afterPaint);

/** The host's own chunks (webpackChunkName, lazy-screens.tsx and the federated remote loader) a page with remote
 * code runs before its first paint: announced with the page too, or each would wait for main.js to ask for it. The
 * one-bundle build has no "federation" chunk; its build leaves that name out. */
export const hostChunksOf = (entry: RouteEntry): string[] => [
  'shell-layout',
  entry.owner === 'host' ? 'dashboard-page' : 'remote-page',
  ...(firstPaintShowsRemote(entry) ? ['federation'] : []),
];

/** Every path that shows remote code, with that code and the host's chunks (page-remotes.json). */
export const pageRemotes = (): { path: string; code: RemoteCode[]; chunks: string[] }[] =>
  routeTable
    .map((entry) => ({ path: entry.path, code: remoteCodeOf(entry), chunks: hostChunksOf(entry) }))
    .filter((page) => page.code.length > 0);
