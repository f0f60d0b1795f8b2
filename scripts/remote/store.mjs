// The releases folder and the environments the deploy commands switch: paths, release records, remotes.json.
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/toolchain.mjs';

export const RELEASES_DIR = path.join(repoRoot, '.releases');
export const REMOTE_APPS = ['remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'];

/** remote-cards → remote_cards: the federation name remotes.json is keyed by. */
export const scopeOf = (remote) => remote.replace(/-/g, '_');

export const releaseDir = (remote, id) => path.join(RELEASES_DIR, remote, id);

export const assertRemote = (remote) => {
  if (!REMOTE_APPS.includes(remote))
    throw new Error(`unknown remote "${remote}" (one of ${REMOTE_APPS.join(', ')})`);
};

/** A release id names a folder: version-hash, nothing that could climb out of the releases folder. */
export const isReleaseId = (id) => typeof id === 'string' && /^[0-9A-Za-z.+-]+-[0-9a-f]{10}$/.test(id);

export const readRelease = (remote, id) => {
  if (!REMOTE_APPS.includes(remote) || !isReleaseId(id)) return undefined;
  const file = path.join(releaseDir(remote, id), 'release.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

export const listReleases = (remote) => {
  const dir = path.join(RELEASES_DIR, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((id) => readRelease(remote, id))
    .filter(Boolean)
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
};

/** Where a release is served by the host's static server (scripts/serve-static.mjs --releases). */
export const releaseUrl = (origin, remote, id) => `${origin}/releases/${remote}/${id}/mf-manifest.json`;

/** The release a remotes.json URL points at, or undefined for a URL outside the releases folder. */
export const releaseOfUrl = (url) => /\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '')?.[1];

/** The environments: `integration` is the one `npm start` runs (HOST_PORT as start.mjs reads it); a provider's
 * `production` is named by PORTAL_PRODUCTION_URL (its host) and PORTAL_PRODUCTION_REMOTES (its remotes.json). */
export const environment = (name = 'integration') => {
  const env = namedEnvironment(name);
  // The history names the file relative to the checkout, so it survives moving the checkout.
  return { ...env, file: path.relative(repoRoot, env.remotesFile) };
};

const namedEnvironment = (name) => {
  if (name === 'integration') {
    const port = Number(process.env.HOST_PORT ?? 3000);
    const runDir = path.join(repoRoot, '.run', ...(port === 3000 ? [] : [`port-${port}`]));
    return {
      name,
      hostUrl: `http://127.0.0.1:${port}`,
      remotesFile: path.join(runDir, 'remotes.json'),
      secretFile: path.join(runDir, 'preview-secret'),
    };
  }
  if (name === 'production') {
    const { PORTAL_PRODUCTION_URL: hostUrl, PORTAL_PRODUCTION_REMOTES: remotesFile } = process.env;
    if (!hostUrl || !remotesFile)
      throw new Error(
        'production is not configured: set PORTAL_PRODUCTION_URL and PORTAL_PRODUCTION_REMOTES',
      );
    return {
      name,
      hostUrl: hostUrl.replace(/\/$/, ''),
      remotesFile: path.resolve(remotesFile),
      secretFile: path.join(path.dirname(path.resolve(remotesFile)), 'preview-secret'),
    };
  }
  throw new Error(`unknown environment "${name}" (integration or production)`);
};

export const readRemotes = (env) => {
  if (!existsSync(env.remotesFile))
    throw new Error(`${env.remotesFile} does not exist (is the ${env.name} environment started?)`);
  return JSON.parse(readFileSync(env.remotesFile, 'utf8'));
};

/** Atomic switch: the host's server reads either the old file or the new one, never half of one. */
export const writeRemotesAtomically = (env, remotes) => {
  const temp = `${env.remotesFile}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(temp, env.remotesFile);
};
