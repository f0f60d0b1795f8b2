// Long-running children of the cluster command, each logging to its own file under the cluster's log folder.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** As root, PostgreSQL must run as another user: the Debian `postgres` user, keeping only the right to read
 * folders on the way (a checkout under a private 0700 folder such as a CI clone in mktemp -d). */
export const asServiceUser = (command, args) =>
  isRoot()
    ? [
        'setpriv',
        [
          '--reuid=postgres',
          '--regid=postgres',
          '--init-groups',
          '--inh-caps=+dac_read_search',
          '--ambient-caps=+dac_read_search',
          command,
          ...args,
        ],
      ]
    : [command, args];

export const runQuiet = (command, args, options = {}) =>
  spawnSync(command, args, { encoding: 'utf8', ...options });

/** Like runQuiet without blocking the event loop (probes of supervised children): resolves status and output. */
export const runAsync = (command, args, options = {}) =>
  new Promise((resolve) =>
    execFile(command, args, { encoding: 'utf8', timeout: 5_000, ...options }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    ),
  );

/** Starts `command` with stdout and stderr appended to `logDir/name.log`; resolves its exit as `exited`. */
export const startLogged = (logDir, name, command, args, options = {}) => {
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log], ...options });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return child;
};

/** Polls until `probe()` resolves true, or fails after `timeoutMs` naming `what`. */
export const waitFor = async (what, probe, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
};

export const answersOk = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** nginx answers `/` with 200 over TLS on 127.0.0.1:`port` for `host`. The certificate is not checked here: this
 * probes our own child on loopback (a provider's certificate names a host that may not point here); the tests
 * check the chain. */
export const answersOkOverTls = (port, host) =>
  new Promise((resolve) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        servername: net.isIP(host) ? undefined : host,
        headers: { host: `${host}:${port}` },
        rejectUnauthorized: false,
        timeout: 2000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });

/** Something listens on 127.0.0.1:`port`. */
export const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (taken) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

/** SIGTERM (or `signal`), then SIGKILL if the child is still there after `graceMs`. */
export const stopChild = async (child, signal = 'SIGTERM', graceMs = 10_000) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(late);
};
