import { CONTRACT_VERSION } from '@portal/shared/contract';
import { incompatibleRemotes } from './contract-check';
import { forgetManifest, remoteEntryOf } from './remote-manifests';

// Each test reads its own release: the module remembers manifests and hints per URL.
const release = (id: string) => `http://127.0.0.1:3000/releases/remote-wallets/${id}/mf-manifest.json`;

const manifest = (contractVersion = CONTRACT_VERSION, publicPath = 'auto') => ({
  metaData: {
    globalName: 'remote_wallets',
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    portal: { app: 'remote_wallets', appVersion: '1.0.0', contractVersion },
  },
  exposes: [
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.1.js'] } } },
    { path: './widgets', assets: { js: { sync: ['__federation_expose_widgets.2.js'] } } },
  ],
});

const answer = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  json: () => Promise.resolve(body),
});
const fetchMock = jest.fn();
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href);

describe("the host's reading of a remote's manifest", () => {
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));
  beforeEach(() => {
    fetchMock.mockReset();
    document.head.innerHTML = '';
  });

  it('gives the runtime the entry next to the manifest and announces it with the module’s own chunk', async () => {
    fetchMock.mockResolvedValue(answer(manifest()));
    await expect(remoteEntryOf('remote_wallets', release('r1'), './widgets')).resolves.toEqual({
      name: 'remote_wallets',
      entry: 'http://127.0.0.1:3000/releases/remote-wallets/r1/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'remote_wallets',
    });
    expect(preloaded()).toEqual([
      'http://127.0.0.1:3000/releases/remote-wallets/r1/remoteEntry.js',
      'http://127.0.0.1:3000/releases/remote-wallets/r1/__federation_expose_widgets.2.js',
    ]);
  });

  it('reads a manifest once for every module of the remote, and places files under an absolute publicPath', async () => {
    fetchMock.mockResolvedValue(answer(manifest(CONTRACT_VERSION, 'https://cdn.example/wallets/')));
    const [widgets, routes] = await Promise.all([
      remoteEntryOf('remote_wallets', release('r2'), './widgets'),
      remoteEntryOf('remote_wallets', release('r2'), './routes'),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(widgets.entry).toBe('https://cdn.example/wallets/remoteEntry.js');
    expect(routes.entry).toBe(widgets.entry);
    expect(preloaded()).toContain('https://cdn.example/wallets/__federation_expose_routes.1.js');
  });

  it('announces nothing for a remote read again after a failure', async () => {
    fetchMock.mockResolvedValue(answer(manifest(CONTRACT_VERSION, 'https://retry.example/')));
    forgetManifest(release('r3'));
    await expect(remoteEntryOf('remote_wallets', release('r3'), './widgets')).resolves.toMatchObject({
      entry: 'https://retry.example/remoteEntry.js',
    });
    expect(preloaded()).toEqual([]);
  });

  it('refuses a remote built for another contract major, and names it', async () => {
    fetchMock.mockResolvedValue(answer(manifest('99.0.0')));
    await expect(remoteEntryOf('remote_wallets', release('r4'), './widgets')).rejects.toThrow(
      /contract 99\.0\.0/,
    );
    expect(incompatibleRemotes.get('remote_wallets')).toBe('99.0.0');
    expect(preloaded()).toEqual([]);
  });

  it('does not remember a failed read: the next attempt fetches afresh', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 503)).mockResolvedValueOnce(answer(manifest()));
    await expect(remoteEntryOf('remote_wallets', release('r5'), './widgets')).rejects.toThrow(/503/);
    await expect(remoteEntryOf('remote_wallets', release('r5'), './widgets')).resolves.toMatchObject({
      entry: 'http://127.0.0.1:3000/releases/remote-wallets/r5/remoteEntry.js',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(incompatibleRemotes.has('remote_wallets')).toBe(false);
  });
});
