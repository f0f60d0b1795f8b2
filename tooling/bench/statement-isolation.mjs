#!/usr/bin/env node
// Issue 46 — another customer's calls while statement PDFs are made (NOT part of npm test; decision 140):
//   node tooling/bench/statement-isolation.mjs --pg <url of a database the bench may empty> [--port 8340]
//        [--rows 3000] [--skip-build] [--reuse]
// Starts the compiled API (server/dist) on PostgreSQL, gives three demo customers `--rows` movements over the last
// year, then measures one other customer's `GET user/account/getuseraccoundsbyid` one call after another: first
// alone (baseline), then while the three make 9 year-long PDFs, 3 at a time (each customer one at a time, as the
// per-customer limit allows). Prints both p95s and their ratio (target: within 2×), in one run.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from '../../server/node_modules/pg/lib/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    pg: { type: 'string' },
    port: { type: 'string', default: '8340' },
    rows: { type: 'string', default: '3000' },
    'skip-build': { type: 'boolean', default: false },
    // The database of an earlier run, as it was (seeded, the rows booked): skips both.
    reuse: { type: 'boolean', default: false },
  },
});
if (!args.pg) throw new Error('--pg <url> is required (the bench empties that database)');
const ACCESS_KEY = 'portal-demo-access-key';
const PASSWORD = 'Demo!2345';
const PDF_USERS = ['personal@demo.portal', 'bank@demo.portal', 'vip1@demo.portal'];
const OTHER = 'corporate@demo.portal';
const base = `http://127.0.0.1:${args.port}/api/v1`;

/** A new database, or (--reuse) the last run's with its statement counts cleared (10 files in 10 minutes). */
const prepare = async () => {
  const client = new pg.Client({ connectionString: args.pg });
  await client.connect();
  if (args.reuse) await client.query("delete from quota_uses where scope like 'statement%'");
  else {
    await client.query('drop schema if exists public cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('create schema public');
  }
  await client.end();
};

const call = async (method, route, { token, body } = {}) => {
  const response = await fetch(`${base}/${route}`, {
    method,
    headers: {
      'x-access-key': ACCESS_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${route}: ${response.status} ${bytes.toString().slice(0, 200)}`);
  return bytes;
};
const login = async (email) =>
  JSON.parse(await call('POST', 'user/auth/login', { body: { email_id: email, password: PASSWORD } })).data
    .jwt_token;

const p95 = (list) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.95) - 1];
/** One call after another until `until()` says stop; each call's milliseconds. */
const timedLoop = async (token, until) => {
  const ms = [];
  while (!until()) {
    const started = performance.now();
    await call('GET', 'user/account/getuseraccoundsbyid?omit=getallcountry', { token });
    ms.push(performance.now() - started);
  }
  return ms;
};

const main = async () => {
  if (!args['skip-build'])
    spawnSync('pnpm', ['--filter', 'server', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  await prepare();
  const api = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: path.join(repoRoot, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: args.pg,
      PORT: args.port,
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  process.on('exit', () => api.kill('SIGTERM'));
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/ip`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const makers = [];
  for (const email of PDF_USERS) {
    if (!args.reuse)
      await call('POST', 'dev/admin', {
        body: { command: 'statement-rows', args: [email, args.rows, 'EUR'] },
      });
    const token = await login(email);
    const accounts = JSON.parse(
      await call('GET', 'user/account/getuseraccoundsbyid?omit=getallcountry', { token }),
    );
    const wallet = accounts.data.find((a) => a.account_currency_type === 'EUR').account_id_pk;
    makers.push({ token, url: `user/statements/wallet/${wallet}/file?from=${from}&to=${to}&format=pdf` });
  }
  const other = await login(OTHER);
  // Warm-up (JIT, connections, the PDF workers), not counted.
  await timedLoop(
    other,
    (
      (n) => () =>
        n-- <= 0
    )(50),
  );
  await call('GET', makers[0].url, { token: makers[0].token });

  const stopAt = performance.now() + 10_000;
  const baseline = await timedLoop(other, () => performance.now() > stopAt);
  let done = false;
  const pdfTimes = [];
  const pdfs = Promise.all(
    makers.map(async ({ token, url }) => {
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        const bytes = await call('GET', url, { token });
        pdfTimes.push(performance.now() - started);
        if (bytes.length < 10_000) throw new Error(`a PDF of ${bytes.length} bytes`);
      }
    }),
  ).finally(() => (done = true));
  const loaded = await timedLoop(other, () => done);
  await pdfs;
  const [b, l] = [p95(baseline), p95(loaded)];
  console.log(
    `baseline p95 ${b.toFixed(1)} ms (${baseline.length} calls); during 9 PDFs (3 at a time) p95 ${l.toFixed(1)} ms ` +
      `(${loaded.length} calls); ratio ${(l / b).toFixed(2)}×; PDFs ${Math.min(...pdfTimes).toFixed(0)}–` +
      `${Math.max(...pdfTimes).toFixed(0)} ms each`,
  );
  api.kill('SIGTERM');
};
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
