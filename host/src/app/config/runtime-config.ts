import * as v from 'valibot';
import { REMOTE_NAMES, REMOTE_SCOPES } from '@portal/shared';

const url = v.pipe(v.string(), v.url('must be an absolute URL'));

/** config.json: where the API is and how to present the client access key. */
export const runtimeConfigSchema = v.object({
  apiBaseUrl: url,
  accessKeyHeader: v.pipe(v.string(), v.minLength(1)),
  accessKey: v.pipe(v.string(), v.minLength(1)),
});

/** remotes.json: federation name → URL of that remote's mf-manifest.json. Every remote must be listed so a
 * typo fails loudly at start instead of showing an "unavailable" panel forever. */
export const remotesConfigSchema = v.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTE_SCOPES[name], url])) as Record<string, typeof url>,
);

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
export type RemotesConfig = Record<string, string>;

const fetchJson = async (path: string): Promise<{ json: unknown; headers: Headers }> => {
  // no-cache: these files are how a deployment is repointed or rolled back without rebuilding the host.
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return { json: await response.json(), headers: response.headers };
};

const describe = (file: string, issues: v.BaseIssue<unknown>[]): string =>
  `${file}: ${issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'} ${issue.message}`).join('; ')}`;

/** previewHeader: the server's X-Portal-Preview when this browser previews a remote release. */
export const loadRuntimeConfig = async (): Promise<{
  config: RuntimeConfig;
  remotes: RemotesConfig;
  previewHeader: string | null;
}> => {
  const [configFile, remotesFile] = await Promise.all([
    fetchJson('/config.json'),
    fetchJson('/remotes.json'),
  ]);
  const config = v.safeParse(runtimeConfigSchema, configFile.json);
  if (!config.success) throw new Error(describe('config.json', config.issues));
  const remotes = v.safeParse(remotesConfigSchema, remotesFile.json);
  if (!remotes.success) throw new Error(describe('remotes.json', remotes.issues));
  return {
    config: config.output,
    remotes: remotes.output,
    previewHeader: remotesFile.headers.get('x-portal-preview'),
  };
};
