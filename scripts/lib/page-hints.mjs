// Link hints for a page of the host (issue 26): the remote code its first paint shows, announced in the page's own
// response (code shown only after the page's title, `afterPaint`, such as the dashboard's widgets, is not: it would
// share a slow link with the title's own code), so the browser fetches each remote's manifest, remoteEntry.js and
// exposed module beside main.js instead of after it has run and read remotes.json and the manifest (two to three
// round trips less before a remote's part of the page shows); and, first, main.js and the host's own chunks the page
// runs, which otherwise wait for main.js to ask. What a page shows comes from the host's build (page-remotes.json,
// from host/src/app/routing/route-remotes.ts); where the remotes are, from the remotes.json served right now; their
// files, from each remote's mf-manifest.json, read again in the background when older than MAX_AGE_MS, so a
// deployment switch is announced within seconds and a page response never waits for a remote.
import { scopeOf } from '../remote/store.mjs';

const MAX_AGE_MS = 5_000;
const RETRY_MS = 1_000; // a remote that did not answer (still starting, or down) is asked again sooner
const TIMEOUT_MS = 2_000;

/** `/news-details/:id` → a RegExp of the whole path, as the host's router matches it (case-sensitive). */
const pattern = (routePath) =>
  new RegExp(`^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+')}/?$`);

/** The files a manifest names for one exposed module: remoteEntry.js and the module's own chunks. */
export const remoteFiles = (manifestUrl, manifest, exposed) => {
  const base = new URL('.', manifestUrl);
  const { remoteEntry, publicPath } = manifest.metaData ?? {};
  const root = publicPath && publicPath !== 'auto' ? new URL(publicPath, base) : base;
  const expose = (manifest.exposes ?? []).find((entry) => entry.path === exposed);
  if (!remoteEntry?.name || !expose) return [];
  const entry = new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, root);
  return [entry, ...(expose.assets?.js?.sync ?? []).map((file) => new URL(file, root))].map(String);
};

/** The Link header value for these hints: the host's own scripts first, at their normal priority (the page runs
 * them before its first paint), then the remotes' code at low priority. */
export const linkHeader = ({ own = [], manifests, scripts }) =>
  [
    ...own.map((url) => `<${url}>; rel=preload; as=script`),
    ...manifests.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`),
    ...scripts.map((url) => `<${url}>; rel=preload; as=script; fetchpriority=low`),
  ].join(', ');

/**
 * hintsFor(pathname, remotes) → the Link header for that page ('' for a page without remote code; a remote whose
 * manifest is not known yet is announced by its manifest alone), `remotes` being the remotes.json served now.
 * `readPages()`: the host's page-remotes.json, read on each page like remotes.json, so a rebuilt host is announced
 * without a restart. warm(remotes) reads every manifest ahead.
 */
export const createPageHints = ({ readPages, fetchJson = fetchWithTimeout }) => {
  const manifests = new Map(); // url → { at, manifest }
  const refresh = (url) => {
    const known = manifests.get(url);
    const age = known ? Date.now() - known.at : Infinity;
    if (known?.pending || age < (known?.manifest ? MAX_AGE_MS : RETRY_MS)) return;
    manifests.set(url, { ...known, pending: true });
    fetchJson(url)
      .then((manifest) => manifests.set(url, { at: Date.now(), manifest }))
      // A remote that is down is announced again once it answers; its page shows its own failure meanwhile.
      .catch(() => manifests.set(url, { at: Date.now(), manifest: undefined }));
  };
  const hintsFor = (pathname, remotes) => {
    const page = (readPages() ?? []).find((candidate) => pattern(candidate.path).test(pathname));
    if (!page) return '';
    const hints = { own: (page.scripts ?? []).map((file) => `/${file}`), manifests: [], scripts: [] };
    for (const { remote, exposed, afterPaint } of remotes ? page.code : []) {
      if (afterPaint) continue; // fetched by the page once its title is on screen
      const url = remotes[scopeOf(`remote-${remote}`)];
      if (!url) continue;
      refresh(url);
      const manifest = manifests.get(url)?.manifest;
      hints.manifests.push(url);
      if (manifest) hints.scripts.push(...remoteFiles(url, manifest, exposed));
    }
    return linkHeader({
      ...hints,
      manifests: [...new Set(hints.manifests)],
      scripts: [...new Set(hints.scripts)],
    });
  };
  const warm = (remotes) => {
    if (readPages()) Object.values(remotes ?? {}).forEach(refresh);
  };
  return { hintsFor, warm };
};

const fetchWithTimeout = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};
