#!/usr/bin/env node
// The README's start command, run the way a newcomer runs it: `npm start` with no flags, in this checkout
// (CI runs it in a fresh clone), until "[portal] ready"; then a typed-in deep URL, a sign-in through the API
// and the user-details call with its token; then Ctrl+C (SIGINT to the whole process group, as a terminal
// sends it) and proof that every process it started is gone and every port is free again.
// Exit 0 when all holds. Prints "N passed, N failed" like the other runners (counted by test-all).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/toolchain.mjs';

const HOST = '127.0.0.1';
const HOST_PORT = Number(process.env.HOST_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const PORTS = [API_PORT, HOST_PORT, HOST_PORT + 1, HOST_PORT + 2, HOST_PORT + 3, HOST_PORT + 4];
const READY_TIMEOUT_MS = 15 * 60_000; // a fresh clone builds five apps first
const STOP_TIMEOUT_MS = 15_000;
const HEADERS = {
  'content-type': 'application/json',
  'x-access-key': process.env.ACCESS_KEY ?? 'portal-demo-access-key',
};

const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}${detail ? ` — ${detail}` : ''}`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (port) =>
  fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

// detached: its own process group, so the SIGINT below reaches npm and everything under it, like Ctrl+C.
const child = spawn('npm', ['start'], {
  cwd: repoRoot,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, CI: '' },
});
let output = '';
const collect = (chunk) => {
  output += chunk.toString();
};
child.stdout.on('data', collect);
child.stderr.on('data', collect);
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

const groupAlive = () => {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitForReady = async () => {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (/\[portal\] ready: open (http:\/\/\S+)/.test(output)) return Date.now() - started;
    if (child.exitCode !== null) return undefined;
    await sleep(250);
  }
  return undefined;
};

// The page, a typed-in deep URL, and the API a signed-in customer calls.
const checkServing = async () => {
  check('it prints the demo logins', /personal@demo\.portal/.test(output));
  const deep = await fetch(`http://${HOST}:${HOST_PORT}/news-details/1`).then(
    (r) => r.text(),
    () => '',
  );
  const script = /<script[^>]+src="([^"]+main\.js)"/.exec(deep)?.[1];
  check(
    'a typed-in deep URL gets the app page with an absolute script path',
    script === '/main.js',
    `script src ${script ?? 'none'}`,
  );
  const mainJs = await fetch(`http://${HOST}:${HOST_PORT}${script ?? '/main.js'}`).then(
    (r) => r.status,
    () => 0,
  );
  check('…and that script is served', mainJs === 200, `status ${mainJs}`);
  const login = await fetch(`http://${HOST}:${API_PORT}/api/v1/user/auth/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email_id: 'personal@demo.portal', password: 'Demo!2345' }),
  }).then(
    (r) => r.json(),
    () => ({}),
  );
  const token = login?.data?.jwt_token;
  check('a demo user signs in through the API', typeof token === 'string', `code ${login?.code ?? 'none'}`);
  const details = await fetch(`http://${HOST}:${API_PORT}/api/v1/user/getUserDetails`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  }).then(
    (r) => r.status,
    () => 0,
  );
  check('…and reads its own details with the token', details === 200, `status ${details}`);
};

// Ctrl+C: the whole process group ends and gives every port back.
const checkStop = async () => {
  if (groupAlive()) process.kill(-child.pid, 'SIGINT');
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  check('Ctrl+C stops npm start', stopped);
  let gone = false;
  for (let waited = 0; waited < STOP_TIMEOUT_MS && !gone; waited += 250) {
    gone = !groupAlive();
    if (!gone) await sleep(250);
  }
  check('…and every process it started', gone);
  const stillAnswering = (
    await Promise.all(PORTS.map(async (port) => ((await answers(port)) ? port : undefined)))
  ).filter(Boolean);
  check(
    '…and every port is free',
    stillAnswering.length === 0,
    stillAnswering.length ? `still answering: ${stillAnswering.join(', ')}` : PORTS.join(', '),
  );
  if (groupAlive()) process.kill(-child.pid, 'SIGKILL');
};

const report = () => {
  const failed = results.filter((r) => !r.ok).length;
  if (failed) {
    const logFile = path.join(repoRoot, '.run/check-start.log');
    writeFileSync(logFile, output);
    console.log(
      `[check-start] the output of npm start is in ${path.relative(repoRoot, logFile)}; its last lines:\n${output.split('\n').slice(-30).join('\n')}`,
    );
  }
  if (process.env.CHECK_START_REPORT)
    writeFileSync(
      process.env.CHECK_START_REPORT,
      JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed }),
    );
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  return failed;
};

const main = async () => {
  const busy = (await Promise.all(PORTS.map(answers))).some(Boolean);
  if (busy) {
    console.error(
      `[check-start] a port of ${PORTS.join(', ')} already answers: stop the running portal first`,
    );
    process.exit(1);
  }
  const readyAfter = await waitForReady();
  check(
    'npm start prints "ready"',
    readyAfter !== undefined,
    readyAfter !== undefined ? `after ${(readyAfter / 1000).toFixed(1)} s` : 'never',
  );
  if (readyAfter !== undefined) await checkServing();
  await checkStop();
  process.exit(report() ? 1 : 0);
};

main().catch((error) => {
  console.error(error);
  if (groupAlive()) process.kill(-child.pid, 'SIGKILL');
  process.exit(1);
});
