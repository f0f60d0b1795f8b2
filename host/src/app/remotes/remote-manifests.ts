// The host reads each remote's mf-manifest.json itself (decision 124): it checks the remote's contract there and
// gives the federation runtime the remote's remoteEntry.js, so the runtime skips its own manifest path (a fetch,
// then a snapshot), and the entry and the exposed module's first chunk download as soon as the manifest is read,
// beside the runtime chunk, instead of after the runtime has run.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { checkRemoteContract } from './contract-check';

type Manifest = {
  metaData?: {
    globalName?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
};

/** What the runtime needs to load a remote from its entry. */
export type RemoteEntry = Extract<
  Parameters<ModuleFederation['registerRemotes']>[0][number],
  { entry: string }
>;

const manifests = new Map<string, Promise<Manifest>>();

const manifestAt = (url: string): Promise<Manifest> => {
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<Manifest>;
    });
    // A failure is not remembered: the next attempt (the loader's retry, the user's Retry) fetches afresh.
    pending.catch(() => manifests.delete(url));
    manifests.set(url, pending);
  }
  return pending;
};

// Remotes read again after a failure. Their files are not announced again: the browser would answer the new hint
// with the failed download it keeps from an earlier one (the page's own Link hints), and hand that to the script.
const retried = new Set<string>();

/** Forgets a remote's manifest, so a Retry reads the one deployed now. */
export const forgetManifest = (url: string): void => {
  manifests.delete(url);
  retried.add(url);
};

const hinted = new Set<string>();
const preloadScript = (href: string): void => {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  // No crossorigin: the runtime's and webpack's script tags carry none either, so they take this download.
  Object.entries({ rel: 'preload', as: 'script', href }).forEach(([name, value]) =>
    link.setAttribute(name, value),
  );
  document.head.append(link);
};

/** The same rule as the static server's page hints (scripts/lib/page-hints.mjs): files sit under publicPath, or
 * next to the manifest when it is "auto". */
const filesOf = (manifestUrl: string, manifest: Manifest, exposed: string) => {
  const { remoteEntry, publicPath } = manifest.metaData ?? {};
  const base = new URL('.', manifestUrl);
  const root = publicPath && publicPath !== 'auto' ? new URL(publicPath, base) : base;
  const path = remoteEntry?.path ? `${remoteEntry.path}/` : '';
  const entry = new URL(`${path}${remoteEntry?.name ?? 'remoteEntry.js'}`, root).href;
  const expose = manifest.exposes?.find((candidate) => candidate.path === exposed);
  const chunks = (expose?.assets?.js?.sync ?? []).map((file) => new URL(file, root).href);
  return { entry, chunks };
};

/**
 * The entry of remote `scope` whose manifest is at `manifestUrl`, for exposed module `exposed` ('./widgets'):
 * throws when the manifest cannot be read or declares another contract major (contract-check.ts), and announces
 * the entry and the module's own chunks to the browser.
 */
export const remoteEntryOf = async (
  scope: string,
  manifestUrl: string,
  exposed: string,
): Promise<RemoteEntry> => {
  const manifest = await manifestAt(manifestUrl);
  checkRemoteContract(scope, manifest);
  const { entry, chunks } = filesOf(manifestUrl, manifest, exposed);
  if (!retried.has(manifestUrl)) [entry, ...chunks].forEach(preloadScript);
  const { remoteEntry, globalName } = manifest.metaData ?? {};
  const type = remoteEntry?.type as RemoteEntry['type'];
  return { name: scope, entry, type, entryGlobalName: globalName ?? scope };
};
