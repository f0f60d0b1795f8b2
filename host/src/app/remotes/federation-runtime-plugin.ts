import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemoteContract } from './contract-check';
import { takeEarlyManifest } from './early-manifests';

/** Federation runtime hooks of the host: refuse remotes built for another contract major, and turn any load
 * failure into a marker module instead of an exception deep inside webpack's chunk loading. */
export const portalRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-runtime-plugin',
  async loadRemoteSnapshot(args) {
    if (args.manifestJson) checkRemoteContract(args.moduleInfo.name, args.manifestJson);
    return args;
  },
  fetch(url) {
    return takeEarlyManifest(url);
  },
  async errorLoadRemote({ id, error, lifecycle }) {
    // Returning a module supplies a fallback; the loader recognises the marker and throws a typed error.
    return {
      __portalRemoteFailed: true,
      id,
      lifecycle,
      message: error instanceof Error ? error.message : String(error),
    };
  },
});
