// nginx from deploy/nginx/portal.conf.template: the values filled in, written to the run folder, started in the
// foreground.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../lib/apps.mjs';
import { contentSecurityPolicy } from '../lib/csp.mjs';
import { nginxPageMaps, readPageRules } from '../lib/prerendered-pages.mjs';
import { repoRoot } from '../lib/toolchain.mjs';
import { isRoot, runQuiet, startLogged, waitFor } from './processes.mjs';
import { supervise } from './supervise.mjs';

const confDir = path.join(repoRoot, 'deploy/nginx');

const remoteLocations = () =>
  REMOTE_APPS.map(
    ({ app }) =>
      `    location /remotes/${app}/ {\n      alias ${repoRoot}/${app}/dist/;\n      include ${confDir}/static-headers.conf;\n    }`,
  ).join('\n');

// Without a prerendered host build every page is index.html (the maps then name files that do not exist).
const pageMaps = () =>
  nginxPageMaps(
    readPageRules(path.join(repoRoot, 'host/dist')) ?? { languages: ['en'], files: [], routes: [] },
  );

const apiServers = (apis) =>
  apis.map((api) => `    server 127.0.0.1:${api.port} max_fails=1 fail_timeout=2s;`).join('\n');

/** The configuration for `listen` (host:port, TLS) and `httpListen` (plain HTTP, the way to HTTPS only) with
 * these API processes. */
export const renderConfig = ({
  listen,
  httpListen,
  tls,
  hsts,
  runDir,
  logDir,
  apis,
  remotes,
  config,
  origin,
  proxySecret,
}) =>
  Object.entries({
    // Started as root, the workers read the checkout as root (it may sit in a private folder); started as
    // another user, nginx runs as that user and ignores the directive.
    USER_DIRECTIVE: isRoot() ? 'user root root;' : '',
    RUN_DIR: runDir,
    LOG_DIR: logDir,
    CONF_DIR: confDir,
    REPO: repoRoot,
    LISTEN: listen,
    HTTP_LISTEN: httpListen,
    TLS_CERT: tls.cert,
    TLS_KEY: tls.key,
    HSTS: hsts,
    ORIGIN: origin,
    CSP: contentSecurityPolicy(remotes, config, origin),
    API_SERVERS: apiServers(apis),
    REMOTE_LOCATIONS: remoteLocations(),
    PROXY_SECRET: proxySecret,
    PAGE_MAPS: pageMaps(),
  }).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    readFileSync(path.join(confDir, 'portal.conf.template'), 'utf8'),
  );

const statOf = (pid) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp …": the name may hold spaces and parentheses, so read after the last ')'.
    const [, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return { ppid: Number(ppid), pgrp: Number(pgrp), command };
  } catch {
    return undefined; // gone meanwhile
  }
};

/** A master killed outright leaves its workers running, still holding the port and answering with the old
 * configuration. Ended before a new master starts: nginx workers of this command's process group whose parent is
 * no longer an nginx master (another cluster's workers still have theirs). Linux only (/proc). */
export const endOrphanWorkers = () => {
  if (!existsSync('/proc/self/stat')) return;
  const group = statOf(process.pid)?.pgrp;
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = statOf(name);
    if (!stat || stat.pgrp !== group || !stat.command.startsWith('nginx: worker process')) continue;
    if (statOf(stat.ppid)?.command.startsWith('nginx')) continue;
    try {
      process.kill(Number(name), 'SIGKILL');
    } catch {
      // already gone
    }
  }
};

/** Writes the configuration, checks it (`nginx -t`) and starts nginx in the foreground, supervised; ready once
 * `ready()` answers. `kill -HUP <its pid>` reloads it (same master, new workers). */
export const startNginx = async (options, { note, ready }) => {
  const file = path.join(options.runDir, 'nginx.conf');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(options.runDir, 'tmp', dir), { recursive: true });
  // It holds the balancer's secret (PROXY_SECRET): readable by its owner only.
  writeFileSync(file, renderConfig(options), { mode: 0o600 });
  const test = runQuiet('nginx', ['-t', '-q', '-c', file]);
  if (test.status !== 0) throw new Error(`nginx configuration refused: ${test.stderr}`);
  const nginx = supervise({
    name: 'nginx',
    note,
    spawn: () => {
      endOrphanWorkers();
      return startLogged(options.logDir, 'nginx', 'nginx', ['-c', file]);
    },
    ready: () => waitFor('nginx', ready),
    stopSignal: 'SIGQUIT',
  });
  await nginx.start();
  return nginx;
};
