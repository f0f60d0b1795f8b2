#!/usr/bin/env node
// The production topology on one machine: nginx in front (the five dists, /api/ to the API processes),
// N compiled API processes, a private PostgreSQL cluster and Redis, all under .data/cluster (nothing of the
// system's services is used or changed). Debian packages are installed when missing, as `npm test` does.
//   npm run start:cluster                   nginx on https://127.0.0.1:8080 (plain HTTP on :8081 redirects),
//                                           2 API processes
//   npm run start:cluster -- --api 3        three API processes
//   npm run start:cluster -- --fresh        a new empty database (seeded again; the local certificate stays)
//   --host portal.example                   the origin's host name (default 127.0.0.1; CLUSTER_HOST)
//   --tls-cert fullchain.pem --tls-key key.pem   the provider's certificate (TLS_CERT/TLS_KEY), else a local CA
//                                           and certificate made with openssl in .data/cluster…/tls
//   kill -HUP <pid>                         rolling restart: each API process in turn leaves nginx, drains,
//                                           restarts and comes back once /readyz answers
// Every child (API processes, PostgreSQL, Redis, nginx) is supervised: started again with backoff when it exits,
// each exit and restart logged (console and logs/cluster.log); the pids are in the run folder's cluster.json.
// Ctrl+C stops everything and frees every port.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, buildMissing, buildServer } from './lib/apps.mjs';
import { installDebianPackages } from './lib/system.mjs';
import { ensureInstalled, repoRoot } from './lib/toolchain.mjs';
import { apiSupervisor, migrateAndSeed } from './cluster/api.mjs';
import { startNginx } from './cluster/nginx.mjs';
import { startPostgres } from './cluster/postgres.mjs';
import { answersOkOverTls, portTaken } from './cluster/processes.mjs';
import { startRedis } from './cluster/redis.mjs';
import { eventLog } from './cluster/supervise.mjs';
import { clusterCertificate } from './cluster/tls.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    // Plain HTTP, answered only with the way to HTTPS.
    'http-port': { type: 'string' },
    host: { type: 'string', default: process.env.CLUSTER_HOST ?? '127.0.0.1' },
    'tls-cert': { type: 'string', default: process.env.TLS_CERT },
    'tls-key': { type: 'string', default: process.env.TLS_KEY },
    // Strict-Transport-Security's value; by default a year with the provider's certificate, a day with the local
    // one (decision 157).
    hsts: { type: 'string', default: process.env.HSTS },
    fresh: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    // The back office's dev endpoints (e2e's admin commands); never in a real deployment.
    'dev-endpoints': { type: 'boolean', default: false },
  },
});

const PORT = Number(values.port);
const HTTP_PORT = Number(values['http-port'] ?? PORT + 1);
// The portal's one origin: the page, the API base, the remotes' URLs, CORS, e-mail links (PUBLIC_SITE_URL) and
// whatever needs a secure origin (WebAuthn) take it from here.
const ORIGIN = `https://${values.host}${PORT === 443 ? '' : `:${PORT}`}`;
const dataDir = path.join(repoRoot, '.data', PORT === 8080 ? 'cluster' : `cluster-${PORT}`);
const runDir = path.join(repoRoot, '.run', PORT === 8080 ? 'cluster' : `cluster-${PORT}`);
const logDir = path.join(dataDir, 'logs');
const apis = Array.from({ length: Math.max(1, Number(values.api)) }, (_, i) => ({
  index: i + 1,
  name: `api-${i + 1}`,
  port: PORT + 11 + i,
}));
/** Supervisors by name (supervise.mjs): api-1 … api-N, postgres, redis, nginx; and their ports. */
const children = {};
const ports = {};

/** The run folder's cluster.json: this command's pid and each child's pid and port, rewritten on every start. */
const writeState = () => {
  const entries = Object.entries(children).map(([name, { child }]) => [
    name,
    { pid: child?.pid, port: ports[name] },
  ]);
  const state = { pid: process.pid, origin: ORIGIN, logDir, children: Object.fromEntries(entries) };
  writeFileSync(path.join(runDir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
};
let note;

/** Secrets made once per data folder: the database and Redis passwords, the JWT secret, the access key. */
const loadSecrets = () => {
  const file = path.join(dataDir, 'secrets.json');
  const secret = () => randomBytes(24).toString('hex');
  if (!existsSync(file)) {
    const made = { pg: secret(), redis: secret(), jwt: secret(), accessKey: `portal-${secret()}` };
    writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  }
  const secrets = JSON.parse(readFileSync(file, 'utf8'));
  // Added after the others: a data folder made before keeps them and gains this one.
  if (!secrets.proxy) {
    secrets.proxy = secret();
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  // A provider's own values win over the generated ones.
  return {
    ...secrets,
    jwt: process.env.JWT_SECRET ?? secrets.jwt,
    accessKey: process.env.ACCESS_KEY ?? secrets.accessKey,
  };
};

const writeRuntimeFiles = (accessKey) => {
  const remotes = Object.fromEntries(
    REMOTE_APPS.map(({ app, scope }) => [scope, `${ORIGIN}/remotes/${app}/mf-manifest.json`]),
  );
  const config = { apiBaseUrl: ORIGIN, accessKeyHeader: 'x-access-key', accessKey };
  writeFileSync(path.join(runDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  writeFileSync(path.join(runDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return { remotes, config };
};

const apiEnv = (secrets, databaseUrl, redisUrl) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  JWT_SECRET: secrets.jwt,
  ACCESS_KEY: secrets.accessKey,
  // Only nginx may name the client's address: it dials from 127.0.0.1 and proves itself with the secret (any
  // local process dials from 127.0.0.1 too).
  TRUST_PROXY: '127.0.0.1',
  PROXY_SECRET: secrets.proxy,
  DEMO_MODE: '1',
  DEV_ENDPOINTS: values['dev-endpoints'] ? '1' : '0',
  CORS_ORIGINS: ORIGIN,
  PUBLIC_SITE_URL: ORIGIN,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  LOG: '1',
  // Longer than nginx's upstream keepalive_timeout (2 s): see deploy/nginx/portal.conf.template.
  DRAIN_MS: '3000',
});

let rolling = false;

/** One API process at a time: SIGTERM (it stops accepting and drains), start again, wait for /readyz. nginx is
 * not reloaded (a reload closes clients' idle keep-alive connections): while a process is away its port refuses
 * connections, and nginx passes those requests, which were never sent, to another process. */
const rollingRestart = async () => {
  if (rolling) return;
  rolling = true;
  try {
    for (const api of apis) {
      await children[api.name].restart();
      console.log(`[cluster] API process ${api.index} restarted`);
    }
  } catch (error) {
    console.error(`[cluster] rolling restart failed: ${error.message}`);
  } finally {
    rolling = false;
  }
};

let stopping = false;
const stopAll = async (exitCode = 0) => {
  if (stopping) return;
  stopping = true;
  for (const supervisor of Object.values(children)) supervisor.halt();
  await children.nginx?.stop();
  await Promise.all(apis.map((api) => children[api.name]?.stop()));
  await children.redis?.stop();
  await children.postgres?.stop(); // fast shutdown: every client is gone
  process.exit(exitCode);
};

const DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'postgresql', 'redis-server', 'openssl'];

/** nginx in front, over HTTPS with the given or the local certificate (decision 157). */
const startEdge = async (secrets) => {
  const runtime = writeRuntimeFiles(secrets.accessKey);
  const tls = clusterCertificate({
    dir: path.join(dataDir, 'tls'),
    host: values.host,
    cert: values['tls-cert'],
    key: values['tls-key'],
  });
  const nginx = await startNginx(
    {
      listen: `127.0.0.1:${PORT}`,
      httpListen: `127.0.0.1:${HTTP_PORT}`,
      tls,
      hsts: values.hsts ?? (tls.local ? 'max-age=86400' : 'max-age=31536000'),
      runDir,
      logDir,
      apis,
      ...runtime,
      origin: ORIGIN,
      proxySecret: secrets.proxy,
    },
    { note, ready: () => answersOkOverTls(PORT, values.host) },
  );
  register('nginx', PORT, nginx);
  return tls;
};

const register = (name, port, supervisor) => {
  children[name] = supervisor;
  ports[name] = port;
  writeState();
};

const start = async () => {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll());
  process.on('SIGHUP', () => void rollingRestart());
  if (!installDebianPackages(DEBIAN_PACKAGES)) throw new Error('the Debian packages above are needed');
  for (const port of [PORT, HTTP_PORT])
    if (await portTaken(port)) throw new Error(`port ${port} is in use; choose another with --port`);
  // A new database, not a new certificate: a browser told to trust the local CA keeps trusting it.
  if (values.fresh && existsSync(dataDir))
    for (const entry of readdirSync(dataDir).filter((name) => name !== 'tls'))
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  for (const dir of [dataDir, runDir, logDir]) mkdirSync(dir, { recursive: true });
  await ensureInstalled();
  await buildMissing({ rebuild: values.rebuild });
  await buildServer();
  const secrets = loadSecrets();
  note = eventLog(logDir, (event) => event.pid && children[event.child] && writeState());
  const pg = await startPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: PORT + 20,
    password: secrets.pg,
    logDir,
    note,
  });
  register('postgres', PORT + 20, pg.postgres);
  const redis = await startRedis({
    dir: path.join(dataDir, 'redis'),
    port: PORT + 21,
    password: secrets.redis,
    logDir,
    note,
  });
  register('redis', PORT + 21, redis.redis);
  const env = apiEnv(secrets, pg.url, redis.url);
  await migrateAndSeed(env, logDir);
  await Promise.all(
    apis.map(async (api) => {
      register(api.name, api.port, apiSupervisor(api, env, logDir, note));
      await children[api.name].start();
    }),
  );
  const tls = await startEdge(secrets);
  console.log(
    `[cluster] nginx ${ORIGIN} (plain HTTP :${HTTP_PORT} redirects), ${apis.length} API processes (${apis.map((a) => a.port).join(', ')}),`,
  );
  console.log(
    tls.local
      ? `[cluster] TLS: a local certificate (${path.relative(repoRoot, tls.cert)}); trust ${path.relative(repoRoot, tls.ca)} to open it without a warning`
      : `[cluster] TLS: ${tls.cert}`,
  );
  console.log(
    `[cluster] PostgreSQL :${PORT + 20}, Redis :${PORT + 21}; logs in ${path.relative(repoRoot, logDir)}/`,
  );
  console.log('[cluster] demo users as in the README (password Demo!2345), e.g. personal@demo.portal');
  console.log(`[cluster] kill -HUP ${process.pid} restarts the API processes one by one; Ctrl+C stops all`);
  console.log(`\n[cluster] ready: open ${ORIGIN}/\n`);
};

start().catch(async (error) => {
  console.error(`[cluster] ${error.message}`);
  await stopAll(1);
});
