/** Semver of the API contract. Remotes record the value they were built with in their manifest; the host
 * refuses a remote whose major differs and accepts a newer minor. Bump the major for breaking wire changes. */
export const CONTRACT_VERSION = '1.11.0';

export const contractMajor = (version: string): number => Number.parseInt(version.split('.')[0] ?? '', 10);

export const isContractCompatible = (hostVersion: string, remoteVersion: string): boolean =>
  Number.isFinite(contractMajor(remoteVersion)) &&
  contractMajor(hostVersion) === contractMajor(remoteVersion);
