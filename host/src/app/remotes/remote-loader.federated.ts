import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_SCOPES, type RemoteName } from '@portal/shared';
import { incompatibleRemotes } from './contract-check';
import { fetchManifestEarly } from './early-manifests';
import { RemoteLoadError } from './remote-errors';

export type ExposedModule = './routes' | './widgets';

let registered: Record<string, string> = {};
let federation: Promise<ModuleFederation> | undefined;
let runtimeReady = false;

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
    .then(({ createHostFederation }) => {
      runtimeReady = true;
      return createHostFederation(registered);
    })
    .catch((error: unknown) => {
      federation = undefined; // a failed chunk download is retried with the remote, not remembered
      throw error;
    });
  return federation;
};

// Until the runtime has arrived, its first manifests download beside it (it takes them in its fetch hook).
const earlyManifest = (scope: string): void => {
  if (!runtimeReady && registered[scope]) fetchManifestEarly(registered[scope]);
};

type FailureMarker = { __portalRemoteFailed: true; message: string };
const isFailureMarker = (value: unknown): value is FailureMarker =>
  typeof value === 'object' && value !== null && '__portalRemoteFailed' in value;

const ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadOnce = async <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  const scope = REMOTE_SCOPES[remote];
  earlyManifest(scope);
  const loaded = await hostFederation()
    .then((instance) => instance.loadRemote<T>(`${scope}/${exposed.slice(2)}`))
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

/** Loads an exposed module of a remote, retrying a transient failure once before giving up. */
export const loadRemoteModule = async <T>(remote: RemoteName, exposed: ExposedModule): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce<T>(remote, exposed);
    } catch (error) {
      lastError = error;
      if (error instanceof RemoteLoadError && error.failure === 'incompatible') break;
      // Forget the failed attempt so the runtime fetches the manifest and entry again.
      await resetRemote(remote);
      if (attempt < ATTEMPTS) await wait(RETRY_DELAY_MS);
    }
  }
  throw lastError;
};

/** Drops what the runtime cached about a remote (after a failure, or before a Retry). */
export const resetRemote = async (remote: RemoteName): Promise<void> => {
  const scope = REMOTE_SCOPES[remote];
  const entry = registered[scope];
  if (entry && federation) (await federation).registerRemotes([{ name: scope, entry }], { force: true });
};
