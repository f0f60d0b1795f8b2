#!/usr/bin/env node
// `pnpm bench:ab -- --a <checkout> [--b <checkout>]` — the API of two checkouts (A: e.g. an older commit in a
// worktree; B: this one by default) side by side on the same machine, at the same moment. Each compiled API runs
// on its own fresh seeded PGlite; every call is loaded A, B, A, B … (autocannon, 10 connections, --duration s,
// --rounds rounds after one warm-up each), so a load spike from elsewhere hits both. Prints, per call, the
// median req/s with min–max of each side, the API's CPU time per answer, and the medians of the per-round ratios
// B ÷ A: on a shared machine only interleaved ratios mean anything, and CPU per answer is the steadier of the two.
//   pnpm bench:ab -- --a ../wt-base [--b .] [--rounds 5] [--duration 5] [--skip-build] [--only 'GET ip']
// Ports: API_PORT+42 (A) and API_PORT+43 (B) (4042, 4043 by default).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, spread, table } from './format.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: repoRoot },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
if (!args.a) {
  console.error(
    'usage: pnpm bench:ab -- --a <checkout> [--b <checkout>] [--rounds 5] [--duration 5] [--skip-build]',
  );
  process.exit(2);
}
const HOST = '127.0.0.1';
const API = Number(process.env.API_PORT ?? 4000);
const ACCESS_KEY = 'portal-demo-access-key';
const USER = 'personal@demo.portal';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const run = (command, argv, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} failed`)),
    );
  });

const waitFor = async (url) => {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
};

/** The compiled API of a checkout on a fresh PGlite folder, as the bench's api part starts it. */
const startApi = async (label, checkout, port) => {
  const serverDir = path.resolve(checkout, 'server');
  if (!args['skip-build']) await run('node', ['build.mjs'], serverDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-ab-'));
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      PGLITE_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      RATE_LIMIT_MAX: '1000000',
    },
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  children.push(child);
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://${HOST}:${port}/api/v1`;
  await waitFor(`${base}/ip`);
  const login = await fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'x-access-key': ACCESS_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email_id: USER, password: 'Demo!2345' }),
  }).then((r) => r.json());
  if (!login.data?.jwt_token) throw new Error(`${label}: login failed: ${login.message}`);
  return { label, base, token: login.data.jwt_token, pid: child.pid };
};

const cannon = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: Number(args.duration), headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const CALLS = [
  ['GET ip', 'ip', false],
  ['wallet list (?omit=getallcountry)', 'user/account/getuseraccoundsbyid?omit=getallcountry', true],
  ['deposit list, page 1 of 50', 'user/deposit/getDepositFund?page=1&size=50', true],
];

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** req/s, and the API's CPU time per answer in µs: the second holds up far better than the first when other
 * processes take the cores (a slower answer under contention costs the same CPU). */
const load = async (side, pathName, withToken) => {
  const headers = {
    'x-access-key': ACCESS_KEY,
    ...(withToken ? { authorization: `Bearer ${side.token}` } : {}),
  };
  const before = cpuSeconds(side.pid);
  const result = await cannon(`${side.base}/${pathName}`, headers);
  const cpu = cpuSeconds(side.pid) - before;
  if (result.errors + result.non2xx > 0)
    throw new Error(`${side.label} ${pathName}: ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, cpuUs: (cpu * 1e6) / result.requests.total };
};

const a = await startApi('A', args.a, API + 42);
const b = await startApi('B', args.b, API + 43);
const rows = [];
for (const [name, pathName, withToken] of CALLS.filter(([name]) => !args.only || name.includes(args.only))) {
  await load(a, pathName, withToken); // warm-up (JIT, caches), not counted
  await load(b, pathName, withToken);
  const [ra, rb] = [[], []];
  for (let round = 0; round < Number(args.rounds); round += 1) {
    ra.push(await load(a, pathName, withToken));
    rb.push(await load(b, pathName, withToken));
  }
  const rps = (list) => list.map((r) => r.rps);
  const cpu = (list) => list.map((r) => r.cpuUs);
  const ratio = (list) =>
    `${median(list).toFixed(2)} (${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)})`;
  console.log(
    `[ab] ${name}: A ${ra.map((r) => `${r.rps.toFixed(0)}/s ${r.cpuUs.toFixed(0)} µs`).join(', ')}`,
  );
  console.log(
    `[ab] ${name}: B ${rb.map((r) => `${r.rps.toFixed(0)}/s ${r.cpuUs.toFixed(0)} µs`).join(', ')}`,
  );
  rows.push([
    name,
    spread(rps(ra)),
    spread(rps(rb)),
    ratio(rb.map((r, i) => r.rps / ra[i].rps)),
    spread(cpu(ra)),
    spread(cpu(rb)),
    ratio(rb.map((r, i) => r.cpuUs / ra[i].cpuUs)),
  ]);
}
console.log(
  `\nA = ${path.resolve(args.a)}, B = ${path.resolve(args.b)}; ${args.rounds} rounds of ${args.duration} s, A and B alternating`,
);
console.log('Each cell: median (min–max) over the rounds; ratios are taken round by round.');
console.log(
  table(
    ['call', 'A req/s', 'B req/s', 'B ÷ A req/s', 'A CPU µs/answer', 'B CPU µs/answer', 'B ÷ A CPU'],
    rows,
  ),
);
process.exit(0);
