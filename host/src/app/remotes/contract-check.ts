// Runs when the host reads a remote's manifest, before any shared module can be consumed: it must import nothing
// shared at run time (types only). The host's version comes from the build (tooling/webpack-config).
import type { RemoteBuildInfo } from '@portal/shared';

declare const __PORTAL_CONTRACT_VERSION__: string;

export const HOST_CONTRACT_VERSION = __PORTAL_CONTRACT_VERSION__;

/** Remotes whose manifest declared a contract major the host does not speak, by federation name. */
export const incompatibleRemotes = new Map<string, string>();

export const readBuildInfo = (manifest: unknown): RemoteBuildInfo | undefined => {
  const meta = (manifest as { metaData?: { portal?: RemoteBuildInfo } } | undefined)?.metaData?.portal;
  return meta && typeof meta.contractVersion === 'string' ? meta : undefined;
};

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** Same rule as isContractCompatible in the contract: same major; a newer minor is accepted. */
export const isCompatible = (hostVersion: string, remoteVersion: string): boolean =>
  Number.isFinite(major(remoteVersion)) && major(remoteVersion) === major(hostVersion);

export const checkRemoteContract = (remoteName: string, manifest: unknown): void => {
  const remoteVersion = readBuildInfo(manifest)?.contractVersion ?? 'unknown';
  if (!isCompatible(HOST_CONTRACT_VERSION, remoteVersion)) {
    incompatibleRemotes.set(remoteName, remoteVersion);
    throw new Error(
      `${remoteName} was built for API contract ${remoteVersion}; this portal speaks ${HOST_CONTRACT_VERSION}`,
    );
  }
  incompatibleRemotes.delete(remoteName);
};
