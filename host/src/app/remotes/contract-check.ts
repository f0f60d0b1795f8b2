import { CONTRACT_VERSION, isContractCompatible } from '@portal/shared/contract';
import type { RemoteBuildInfo } from '@portal/shared';

/** Remotes whose manifest declared a contract major the host does not speak, by federation name. */
export const incompatibleRemotes = new Map<string, string>();

export const readBuildInfo = (manifest: unknown): RemoteBuildInfo | undefined => {
  const meta = (manifest as { metaData?: { portal?: RemoteBuildInfo } } | undefined)?.metaData?.portal;
  return meta && typeof meta.contractVersion === 'string' ? meta : undefined;
};

/** A newer minor is accepted; another major (or no version at all) is refused. */
export const checkRemoteContract = (remoteName: string, manifest: unknown): void => {
  const info = readBuildInfo(manifest);
  const remoteVersion = info?.contractVersion ?? 'unknown';
  if (!isContractCompatible(CONTRACT_VERSION, remoteVersion)) {
    incompatibleRemotes.set(remoteName, remoteVersion);
    throw new Error(`${remoteName} was built for API contract ${remoteVersion}; this portal speaks ${CONTRACT_VERSION}`);
  }
  incompatibleRemotes.delete(remoteName);
};
