import { remoteModule } from '../remotes/remote-module-cache';
import { preloadRoute, routeNeedsRemotes } from './preload-route';

jest.mock('../remotes/remote-module-cache', () => ({ remoteModule: jest.fn(() => Promise.resolve({})) }));
jest.mock('../remotes/remote-slot', () => ({ RemotePage: () => null }));
jest.mock('../../features/dashboard/pages/dashboard-page', () => ({ DashboardPage: () => null }));

const named = (calls: [string, string][]) => calls.map(([remote, exposed]) => `${remote}${exposed.slice(1)}`);
const loaded = () => named(jest.mocked(remoteModule).mock.calls);

describe('preloadRoute', () => {
  beforeEach(() => {
    jest.mocked(remoteModule).mockClear();
  });

  it("fetches a remote route's exposed routes (path parameters included)", () => {
    preloadRoute('/fiat');
    preloadRoute('/card-settings/7');
    preloadRoute('/news-details/1');
    expect(loaded()).toEqual(['wallets/routes', 'cards/routes', 'account/routes']);
  });

  it("fetches none of the dashboard's widget code: it waits for the title (DashboardPage)", () => {
    preloadRoute('/dashboard');
    expect(loaded()).toEqual([]);
  });

  it('fetches nothing for host screens and unknown paths', () => {
    preloadRoute('/profile-unknown');
    preloadRoute('/page-error-404');
    preloadRoute('/login');
    expect(loaded()).toEqual([]);
  });

  it('swallows a failed load: the route boundary shows it when the screen renders', async () => {
    jest.mocked(remoteModule).mockImplementationOnce(() => Promise.reject(new Error('down')));
    expect(() => preloadRoute('/crypto-exchanges')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded()).toEqual(['exchange/routes']);
  });
});

describe('routeNeedsRemotes', () => {
  it.each([
    ['/dashboard', false],
    ['/fiat', true],
    ['/card-settings/7', true],
    ['/login', false],
    ['/page-error-404', false],
    ['/no-such-page', false],
  ])('%s → %s', (pathname, expected) => {
    expect(routeNeedsRemotes(pathname)).toBe(expected);
  });
});
