// Manifests asked for before the federation runtime has arrived: the first remote's manifest and the runtime chunk
// download side by side instead of one after the other (a round trip less on a signed-in deep link or the
// dashboard). The runtime plugin's `fetch` hook takes each answer once; a retry fetches afresh.
const early = new Map<string, Promise<Response>>();

export const fetchManifestEarly = (url: string): void => {
  if (!early.has(url)) {
    const pending = fetch(url);
    pending.catch(() => undefined); // a failure is the runtime's to report, when it takes this answer
    early.set(url, pending);
  }
};

export const takeEarlyManifest = (url: string): Promise<Response> | undefined => {
  const pending = early.get(url);
  early.delete(url);
  return pending;
};
