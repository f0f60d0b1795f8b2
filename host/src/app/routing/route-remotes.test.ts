import { DASHBOARD_REMOTES } from '../../features/dashboard/rules/dashboard-rules';
import { findRoute } from './decide-access';
import { hostChunksOf, pageRemotes, remoteCodeOf } from './route-remotes';

const codeAt = (path: string) => {
  const entry = findRoute(path);
  if (!entry) throw new Error(`no route for ${path}`);
  return remoteCodeOf(entry);
};

describe('remoteCodeOf', () => {
  it('gives the dashboard its remotes’ widgets, shown after its title', () => {
    expect(codeAt('/dashboard')).toEqual(
      DASHBOARD_REMOTES.map((remote) => ({ remote, exposed: './widgets', afterPaint: true })),
    );
  });

  it('gives a remote’s route that remote’s routes, parameters included', () => {
    expect(codeAt('/fiat')).toEqual([{ remote: 'wallets', exposed: './routes' }]);
    expect(codeAt('/news-details/7')).toEqual([{ remote: 'account', exposed: './routes' }]);
  });

  it('gives the host’s own screens nothing', () => {
    expect(codeAt('/login')).toEqual([]);
    expect(codeAt('/page-error-404')).toEqual([]);
  });
});

describe('pageRemotes (page-remotes.json)', () => {
  it('lists every page with remote code once, and only those', () => {
    const pages = pageRemotes();
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/card-settings/:id', '/news-details/:id']));
    expect(paths).not.toContain('/login');
    expect(pages.every((page) => page.code.length > 0)).toBe(true);
  });

  it('names the host chunks each page runs first: the shell, its own screen, the runtime if a remote shows', () => {
    const chunksAt = (path: string) => pageRemotes().find((page) => page.path === path)?.chunks;
    expect(chunksAt('/dashboard')).toEqual(['shell-layout', 'dashboard-page']);
    expect(chunksAt('/fiat')).toEqual(['shell-layout', 'remote-page', 'federation']);
    const dashboard = findRoute('/dashboard');
    expect(dashboard && hostChunksOf(dashboard)).toEqual(chunksAt('/dashboard'));
  });
});
