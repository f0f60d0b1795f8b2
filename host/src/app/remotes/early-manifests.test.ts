import { fetchManifestEarly, takeEarlyManifest } from './early-manifests';

const URL_A = 'http://127.0.0.1:3001/mf-manifest.json';

describe('manifests fetched before the federation runtime', () => {
  const answer = { json: () => Promise.resolve({}) } as unknown as Response;
  const fetchMock = jest.fn(() => Promise.resolve(answer));
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));

  it('fetches a manifest once however many loads ask for it, and hands the answer over once', async () => {
    fetchManifestEarly(URL_A);
    fetchManifestEarly(URL_A);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const taken = takeEarlyManifest(URL_A);
    expect(taken).toBeDefined();
    await expect(taken).resolves.toBe(answer);
    expect(takeEarlyManifest(URL_A)).toBeUndefined(); // a retry fetches afresh
  });

  it('has nothing for a manifest nobody asked for early', () => {
    expect(takeEarlyManifest('http://127.0.0.1:3002/mf-manifest.json')).toBeUndefined();
  });

  it('keeps a failed early fetch for the runtime to report, without an unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchManifestEarly(URL_A);
    await expect(takeEarlyManifest(URL_A)).rejects.toThrow('Failed to fetch');
  });
});
