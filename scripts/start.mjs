#!/usr/bin/env node
// The integration environment on loopback: API server (embedded PGlite, or DATABASE_URL), each remote on its
// own port, and the host on :3000 serving remotes.json/config.json that point at them.
//   npm start                 build what is missing, then serve the production builds
//   npm start -- --rebuild    rebuild every app first
//   npm start -- --fresh      start on a new, empty database (seeded again)
//   npm run dev               webpack dev servers instead of builds
// Ctrl+C stops every child process.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, buildMissing, buildServer } from './lib/apps.mjs';
import {
  binOf,
  ensureInstalled,
  repoRoot,
  startChild,
  stopChildrenOnExit,
  waitForUrl,
} from './lib/toolchain.mjs';
import { previewSecret } from './remote/preview-token.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});

const HOST = '127.0.0.1';
// Ports: API_PORT (4000) and HOST_PORT (3000); the remotes take the four ports after the host's (3001-3004),
// so a second environment runs beside the first with e.g. HOST_PORT=3100 API_PORT=4100.
const API_PORT = Number(process.env.API_PORT ?? 4000);
const HOST_PORT = Number(process.env.HOST_PORT ?? 3000);
const REMOTES = REMOTE_APPS.map((remote, i) => ({ ...remote, port: HOST_PORT + 1 + i }));

// Another HOST_PORT gets its own folder, so a second environment never repoints the first one's host.
const runDir = path.join(repoRoot, '.run', ...(HOST_PORT === 3000 ? [] : [`port-${HOST_PORT}`]));
mkdirSync(runDir, { recursive: true });

const writeRuntimeFiles = () => {
  const remotes = Object.fromEntries(
    REMOTES.map((r) => [r.scope, `http://${HOST}:${r.port}/mf-manifest.json`]),
  );
  const config = {
    // The built portal calls the API through its own origin (the host's server passes /api/ on, as nginx does);
    // the dev servers call it on its port.
    apiBaseUrl: values.dev ? `http://${HOST}:${API_PORT}` : `http://${HOST}:${HOST_PORT}`,
    accessKeyHeader: 'x-access-key',
    accessKey: process.env.ACCESS_KEY ?? 'portal-demo-access-key',
  };
  writeFileSync(path.join(runDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  writeFileSync(path.join(runDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
};

const startServer = () => {
  const dataDir = values.fresh
    ? mkdtempSync(path.join(os.tmpdir(), 'portal-db-'))
    : path.join(repoRoot, 'server/.data/pglite');
  const uploadDir = values.fresh
    ? path.join(dataDir, 'uploads')
    : path.join(repoRoot, 'server/.data/uploads');
  // The compiled API (server/build.mjs, ~0.3 s, rebuilt on every start so it is never stale): no TypeScript loader
  // or esbuild service at run time. `--dev` runs the sources under tsx instead.
  const entry = values.dev ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.mjs'];
  startChild('api', process.execPath, entry, {
    cwd: path.join(repoRoot, 'server'),
    env: {
      PORT: String(API_PORT),
      HOST,
      PGLITE_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      CORS_ORIGINS: `http://${HOST}:${HOST_PORT},http://localhost:${HOST_PORT},${REMOTES.map((r) => `http://${HOST}:${r.port}`).join(',')}`,
      PUBLIC_SITE_URL: `http://${HOST}:${HOST_PORT}`,
      // The host's server passes /api/ on from loopback: the address it names is the customer's.
      TRUST_PROXY: '127.0.0.1',
    },
  });
};

const startRemotes = () => {
  // Webpack dev servers (rebuild and reload on save). The host's serves the remotes.json/config.json written above.
  const devServer = (app, port) =>
    startChild(app, binOf(app, 'webpack'), ['serve', '--mode', 'development', '--port', String(port)], {
      cwd: path.join(repoRoot, app),
      env: app === 'host' ? { PORTAL_RUNTIME_DIR: runDir } : {},
    });
  for (const remote of REMOTES) {
    if (values.dev) devServer(remote.app, remote.port);
    else
      startChild(remote.app, 'node', [
        'scripts/serve-static.mjs',
        '--dir',
        `${remote.app}/dist`,
        '--port',
        String(remote.port),
      ]);
  }
  return devServer;
};

// The host starts last: once it answers, the API and every remote answer too (tests wait on the host only).
// It also serves the remote releases (`pnpm remote:release`) and their signed previews (`pnpm remote:preview`).
const startHost = (devServer) => {
  previewSecret(path.join(runDir, 'preview-secret'), { create: true });
  const runtimeFiles = [
    '--file',
    `/remotes.json=${runDir}/remotes.json`,
    '--file',
    `/config.json=${runDir}/config.json`,
    '--releases',
    path.join(repoRoot, '.releases'),
    '--preview-secret',
    path.join(runDir, 'preview-secret'),
    '--api',
    `http://${HOST}:${API_PORT}`,
  ];
  if (values.dev) devServer('host', HOST_PORT);
  else
    startChild('host', 'node', [
      'scripts/serve-static.mjs',
      '--dir',
      'host/dist',
      '--port',
      String(HOST_PORT),
      ...runtimeFiles,
    ]);
};

// A port that already answers would make the waits below succeed against someone else's servers. A previous
// environment that is still stopping gets 10 s.
const ensurePortsFree = async () => {
  const ports = [API_PORT, HOST_PORT, ...REMOTES.map((r) => r.port)];
  const answering = () =>
    Promise.all(
      ports.map((port) =>
        fetch(`http://${HOST}:${port}/`).then(
          () => port,
          () => undefined,
        ),
      ),
    );
  let busy = (await answering()).filter(Boolean);
  for (let waited = 0; busy.length && waited < 10_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    busy = (await answering()).filter(Boolean);
  }
  if (busy.length)
    throw new Error(
      `port(s) ${busy.join(', ')} already in use (another environment?); set HOST_PORT and API_PORT, e.g. HOST_PORT=3100 API_PORT=4100`,
    );
};

const main = async () => {
  stopChildrenOnExit();
  await ensurePortsFree();
  await ensureInstalled();
  writeRuntimeFiles();
  if (!values.dev) {
    await buildMissing({ rebuild: values.rebuild });
    await buildServer();
  }
  startServer();
  const devServer = startRemotes();
  await Promise.all([
    waitForUrl(`http://${HOST}:${API_PORT}/api/v1/ip`),
    ...REMOTES.map((r) => waitForUrl(`http://${HOST}:${r.port}/mf-manifest.json`)),
  ]);
  startHost(devServer);
  await waitForUrl(`http://${HOST}:${HOST_PORT}/`);
  console.log(
    `\n[portal] ready: open http://${HOST}:${HOST_PORT}/  (API http://${HOST}:${API_PORT}, remotes ${REMOTES.map((r) => r.port).join(', ')})`,
  );
  console.log('[portal] the demo logins are printed by the API above; press Ctrl+C to stop everything.\n');
};

main().catch((error) => {
  console.error(`[portal] ${error.message}`);
  process.exit(1);
});
