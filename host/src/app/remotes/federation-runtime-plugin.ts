import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Federation runtime hook of the host: turn any load failure into a marker module instead of an exception deep
 * inside webpack's chunk loading. (The contract is checked where the host reads the manifest, remote-manifests.ts.) */
export const portalRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-runtime-plugin',
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
