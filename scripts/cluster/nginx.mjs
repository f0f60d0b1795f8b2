// nginx from deploy/nginx/portal.conf.template: the values filled in, written to the run folder, started in the
// foreground.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../lib/apps.mjs';
import { contentSecurityPolicy } from '../lib/csp.mjs';
import { repoRoot } from '../lib/toolchain.mjs';
import { isRoot, runQuiet, startLogged } from './processes.mjs';

const confDir = path.join(repoRoot, 'deploy/nginx');

const remoteLocations = () =>
  REMOTE_APPS.map(
    ({ app }) =>
      `    location /remotes/${app}/ {\n      alias ${repoRoot}/${app}/dist/;\n      include ${confDir}/static-headers.conf;\n    }`,
  ).join('\n');

const apiServers = (apis) => apis.map((api) => `    server 127.0.0.1:${api.port} max_fails=0;`).join('\n');

/** The configuration for `listen` (host:port) with these API processes. */
export const renderConfig = ({ listen, runDir, logDir, apis, remotes, config, origin }) =>
  Object.entries({
    // Started as root, the workers read the checkout as root (it may sit in a private folder); started as
    // another user, nginx runs as that user and ignores the directive.
    USER_DIRECTIVE: isRoot() ? 'user root root;' : '',
    RUN_DIR: runDir,
    LOG_DIR: logDir,
    CONF_DIR: confDir,
    REPO: repoRoot,
    LISTEN: listen,
    CSP: contentSecurityPolicy(remotes, config, origin),
    API_SERVERS: apiServers(apis),
    REMOTE_LOCATIONS: remoteLocations(),
  }).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    readFileSync(path.join(confDir, 'portal.conf.template'), 'utf8'),
  );

/** Writes the configuration, checks it (`nginx -t`) and starts nginx in the foreground. */
export const startNginx = (options) => {
  const file = path.join(options.runDir, 'nginx.conf');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(options.runDir, 'tmp', dir), { recursive: true });
  writeFileSync(file, renderConfig(options));
  const test = runQuiet('nginx', ['-t', '-q', '-c', file]);
  if (test.status !== 0) throw new Error(`nginx configuration refused: ${test.stderr}`);
  return startLogged(options.logDir, 'nginx', 'nginx', ['-c', file]);
};
