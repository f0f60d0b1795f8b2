import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_SCOPES, type RemoteName } from '@portal/shared';
import { incompatibleRemotes } from './contract-check';
import { RemoteLoadError } from './remote-errors';
import { forgetManifest, remoteEntryOf, type RemoteEntry } from './remote-manifests';

export type ExposedModule = './routes' | './widgets';

let registered: Record<string, string> = {}; // federation name → manifest URL, from remotes.json
const inRuntime = new Map<string, RemoteEntry>(); // what the runtime was given for each remote
let federation: Promise<ModuleFederation> | undefined;

/** Registers the remotes of remotes.json. Nothing is fetched, not even the federation runtime, until a remote is
 * first needed. */
export const registerPortalRemotes = (remotes: Record<string, string>): void => {
  registered = remotes;
};

const federationChunk = () => import(/* webpackChunkName: "federation" */ './federation-instance');

/** Starts downloading the federation runtime (nothing runs yet): for a page that will need a remote, at start-up. */
export const warmFederation = (): void => {
  void federationChunk().catch(() => undefined); // a failure is retried, and shown, with the first remote
};

const hostFederation = (): Promise<ModuleFederation> => {
  federation ??= federationChunk()
    .then(({ createHostFederation }) => createHostFederation())
    .catch((error: unknown) => {
      federation = undefined; // a failed chunk download is retried with the remote, not remembered
      throw error;
    });
  return federation;
};

const entryOf = (scope: string, exposed: ExposedModule): Promise<RemoteEntry> => {
  const manifest = registered[scope];
  return manifest
    ? remoteEntryOf(scope, manifest, exposed)
    : Promise.reject(new Error(`${scope} is not in remotes.json`));
};

// The runtime learns a remote from its entry; a new entry (another release after a Retry) replaces the old one.
const giveRuntime = (instance: ModuleFederation, remote: RemoteEntry): void => {
  const known = inRuntime.get(remote.name);
  if (known?.entry === remote.entry) return;
  instance.registerRemotes([remote], { force: known !== undefined });
  inRuntime.set(remote.name, remote);
};

type FailureMarker = { __portalRemoteFailed: true; message: string };
const isFailureMarker = (value: unknown): value is FailureMarker =>
  typeof value === 'object' && value !== null && '__portalRemoteFailed' in value;

// Two automatic retries (decision 033): after the remote was unreachable, the browser answers the first request
// for each file the page's Link hints had announced with that failed download, once: the entry on one attempt,
// the module's chunks, which only the entry asks for, on the next.
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadOnce = async <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  const scope = REMOTE_SCOPES[remote];
  // The manifest downloads beside the runtime chunk; the entry and the module's chunks as soon as it is read.
  const loaded = await Promise.all([hostFederation(), entryOf(scope, exposed)])
    .then(([instance, remoteEntry]) => {
      giveRuntime(instance, remoteEntry);
      return instance.loadRemote<T>(`${scope}/${exposed.slice(2)}`);
    })
    .catch((error: unknown) => ({
      __portalRemoteFailed: true as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  const incompatible = incompatibleRemotes.get(scope);
  if (incompatible) throw new RemoteLoadError(remote, 'incompatible', incompatible);
  if (loaded === null || loaded === undefined || isFailureMarker(loaded)) {
    throw new RemoteLoadError(
      remote,
      'unavailable',
      isFailureMarker(loaded) ? loaded.message : 'empty module',
    );
  }
  return loaded as T;
};

/** Loads an exposed module of a remote, retrying a transient failure before giving up. */
export const loadRemoteModule = async <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce<T>(remote, exposed);
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteLoadError && error.failure === 'incompatible') break;
      // Forget the failed attempt so the manifest and the entry are fetched again.
      await resetRemote(remote);
      if (attempt < ATTEMPTS) await wait(RETRY_DELAY_MS);
    }
  }
  throw lastError;
};

/** Drops what the runtime cached about a remote (after a failure, or before a Retry). */
export const resetRemote = async (remote: RemoteName): Promise<void> => {
  const scope = REMOTE_SCOPES[remote];
  if (registered[scope]) forgetManifest(registered[scope]);
  const known = inRuntime.get(scope);
  if (known && federation) (await federation).registerRemotes([known], { force: true });
};
