import { REMOTE_SCOPES, type RemoteName } from '@portal/shared';

/** A remote release previewed by this browser only (scripts/serve-static.mjs, `pnpm remote:preview`). */
export type Preview = { remote: string; release: string };

let releases: Record<string, string> = {};
let preview: Preview | undefined;

/** The release id of a URL in the releases folder (/releases/<remote>/<id>/mf-manifest.json), else the URL
 * itself: either way what a support ticket needs to name the code that ran. */
export const releaseOfUrl = (url: string): string =>
  /\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? url;

/** The X-Portal-Preview header of /remotes.json: "<remote> <release>" when this browser previews one. */
export const parsePreviewHeader = (header: string | null): Preview | undefined => {
  const [remote, release, ...rest] = (header ?? '').trim().split(/\s+/);
  return remote && release && rest.length === 0 ? { remote, release } : undefined;
};

export const registerReleases = (remotes: Record<string, string>, previewHeader: string | null): void => {
  releases = Object.fromEntries(Object.entries(remotes).map(([scope, url]) => [scope, releaseOfUrl(url)]));
  preview = parsePreviewHeader(previewHeader);
};

export const releaseOf = (remote: RemoteName): string | undefined => releases[REMOTE_SCOPES[remote]];

export const previewedRelease = (): Preview | undefined => preview;
