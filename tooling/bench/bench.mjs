#!/usr/bin/env node
// `pnpm bench` — what the portal costs to deliver and to answer, measured in one run (NOT part of npm test):
//  web: builds federated (`pnpm build`) and mono (`pnpm build:mono`, into host/dist-mono), serves both with
//       scripts/serve-static.mjs (precompressed br/gz), loads /login and /dashboard (signed in) in Debian chromium
//       with the cache disabled and prints first-load JS (requests, gzip, brotli), wire bytes and the
//       federated ÷ mono ratios; the time until the dashboard's widgets show without and with CPU throttling (4×,
//       6×; medians of --throttle-runs, 5) and the waterfall of a federated dashboard load (tooling/bench/
//       throttled.mjs, which defines "widgets shown"); then Lighthouse 12 (mobile, simulated throttling; medians of
//       --lighthouse-runs, 5) on the same pages and on the floor (the prerendered HTML and CSS without script), with
//       LCP and TBT as ratios to the floor and to mono
//  api: the compiled API on a fresh seeded PGlite, a user given N deposits (`admin transactions`), autocannon (10
//       connections) on the wallet list, the N-row deposit list and its pages and GET ip, with a bare Fastify in the
//       same run for the ratio; then the same calls with ANSWER_CACHE=off (every call reads the database), and on
//       PostgreSQL with --pg <url of an empty database>; the API's RSS (process tree) after seeding, load and idle
//  statement: a statement of --rows movements (one year of one wallet) as data, PDF and CSV on the API's own fresh
//       PGlite, the rows booked in one SQL statement (tooling/bench/statement.mjs; issue 23: under 3 s)
//  cluster: npm run start:cluster with 1 and 2 API processes, the wallet list and a swap through nginx, and the wallet
//       list during a rolling restart (tooling/bench/cluster.mjs; nginx on 8180)
// Every timing is the median of --runs (3) with min–max: the machine is shared, so read the spread too.
//   pnpm bench [-- --part web|api|statement|cluster] [--skip-build] [--runs 3] [--rows 10000] [--duration 5] [--no-lighthouse] [--lighthouse-runs 5] [--throttle-runs 5] [--pg <url>] [--reports <dir>]
// Ports: HOST_PORT+40…+45 and API_PORT+40…+41 (3040…, 4040… by default), so a running portal is not disturbed.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { measureCluster, printCluster } from './cluster.mjs';
import { measureStatement, printStatement } from './statement.mjs';
import { BUSY, dashboardSettled, measureThrottled, printThrottled } from './throttled.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { checkDelivery } from '../../scripts/delivery-check.mjs';
import { kib, median, spread, table } from './format.mjs';
import { printTargets } from './targets.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `pnpm bench -- --part api` hands the script a literal `--` first, which would end option parsing: drop it.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    part: { type: 'string', default: 'all' },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    rows: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    'throttle-runs': { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '5' },
    pg: { type: 'string' },
    reports: { type: 'string' },
  },
});
if (!['all', 'web', 'api', 'statement', 'cluster'].includes(args.part)) {
  console.error(
    'usage: pnpm bench [-- --part all|web|api|statement|cluster] [--skip-build] [--runs 3] [--rows 10000] [--duration 5] [--no-lighthouse] [--lighthouse-runs 5] [--throttle-runs 5] [--pg <url>] [--reports <dir>]',
  );
  process.exit(2);
}
const RUNS = Number(args.runs);
// Lighthouse's simulated LCP moves with which requests the observed load started before its paint: five runs.
const LIGHTHOUSE_RUNS = Number(args['lighthouse-runs']);
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const HOST = '127.0.0.1';
const BASE = Number(process.env.HOST_PORT ?? 3000) + 40;
const API = Number(process.env.API_PORT ?? 4000) + 40;
const PORTS = {
  fed: BASE,
  remotes: [1, 2, 3, 4].map((i) => BASE + i),
  mono: BASE + 5,
  floor: BASE + 6,
  api: API,
  bare: API + 1,
};
const REMOTES = ['remote_wallets', 'remote_cards', 'remote_exchange', 'remote_account'];
const ACCESS_KEY = 'portal-demo-access-key';
const DEMO_PASSWORD = 'Demo!2345';
const SIGNED_IN = 'personal@demo.portal';
const LIST_USER = 'corporate@demo.portal';

// ─── helpers ────────────────────────────────────────────────────────────────────────────────────────────────
const children = [];
const start = (label, command, argv, options = {}) => {
  const child = spawn(command, argv, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  child.stdout.on('data', () => {});
  children.push(child);
  return child;
};
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const run = (command, argv) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} failed (${code})`)),
    );
  });
const waitFor = async (url, timeoutMs = 300_000) => {
  const until = Date.now() + timeoutMs;
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
const apiCall = async (method, pathName, { token, body } = {}) => {
  const response = await fetch(`http://${HOST}:${PORTS.api}/api/v1/${pathName}`, {
    method,
    headers: {
      'x-access-key': ACCESS_KEY,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
};
const tokenOf = async (email) => {
  const answer = await apiCall('POST', 'user/auth/login', {
    body: { email_id: email, password: DEMO_PASSWORD },
  });
  if (!answer.data?.jwt_token) throw new Error(`login of ${email} failed: ${answer.message}`);
  return answer.data.jwt_token;
};
/** RSS of a process and its children (with the tsx CLI the server ran in a child node process), in MiB. */
const treeRss = (pid) => {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      parentOf.set(
        Number(entry),
        Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]),
      );
    } catch {
      /* gone */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const id of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
};

// ─── environment ────────────────────────────────────────────────────────────────────────────────────────────
const startApi = async ({
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
  env = {},
} = {}) => {
  const origins = [PORTS.fed, PORTS.mono, ...PORTS.remotes].map((port) => `http://${HOST}:${port}`).join(',');
  // The production start: the compiled API (server/build.mjs).
  await run('pnpm', ['--filter', 'server', 'build']);
  const api = start('api', process.execPath, ['dist/main.mjs'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      PORT: String(PORTS.api),
      HOST,
      PGLITE_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      CORS_ORIGINS: origins,
      PUBLIC_SITE_URL: `http://${HOST}:${PORTS.fed}`,
      RATE_LIMIT_MAX: '1000000',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
  });
  await waitFor(`http://${HOST}:${PORTS.api}/api/v1/ip`);
  const stop = () =>
    new Promise((resolve) => {
      api.once('exit', resolve);
      api.kill('SIGTERM');
    });
  return { api, dataDir, stop, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
};

const startStatic = async () => {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-run-'));
  writeFileSync(
    path.join(runDir, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(
        REMOTES.map((scope, i) => [scope, `http://${HOST}:${PORTS.remotes[i]}/mf-manifest.json`]),
      ),
    ),
  );
  // Each host calls the API through its own origin, as `npm start` and nginx serve it (serve-static --api).
  const files = (port) => {
    const config = path.join(runDir, `config-${port}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        apiBaseUrl: `http://${HOST}:${port}`,
        accessKeyHeader: 'x-access-key',
        accessKey: ACCESS_KEY,
      }),
    );
    return [
      '--file',
      `/remotes.json=${runDir}/remotes.json`,
      '--file',
      `/config.json=${config}`,
      '--api',
      `http://${HOST}:${PORTS.api}`,
    ];
  };
  const serve = (dir, port, extra = []) =>
    start(`static:${port}`, 'node', [
      'scripts/serve-static.mjs',
      '--dir',
      dir,
      '--port',
      String(port),
      ...extra,
    ]);
  ['remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'].forEach((app, i) =>
    serve(`${app}/dist`, PORTS.remotes[i]),
  );
  serve('host/dist', PORTS.fed, files(PORTS.fed));
  serve('host/dist-mono', PORTS.mono, files(PORTS.mono));
  serve(floorDist(), PORTS.floor);
  await Promise.all(
    [PORTS.fed, PORTS.mono, PORTS.floor, ...PORTS.remotes].map((port) => waitFor(`http://${HOST}:${port}/`)),
  );
};

/** The floor (issue 48): the host's prerendered pages with their stylesheets and no script, the physical limit of a
 * page painted from HTML. Its /dashboard is the signed-in skeleton (what the page's HTML paints first). */
const floorDist = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-floor-'));
  const source = path.join(repoRoot, 'host/dist');
  for (const file of readdirSync(source).filter((name) => /\.css(\.br|\.gz)?$/.test(name)))
    writeFileSync(path.join(dir, file), readFileSync(path.join(source, file)));
  mkdirSync(path.join(dir, 'pages'));
  const strip = (html) =>
    html.replace(/<script\b[^>]*><\/script>/g, '').replace(/<link rel="preload"[^>]*>/g, '');
  const pages = JSON.parse(readFileSync(path.join(source, 'pages/pages.json'), 'utf8'));
  writeFileSync(path.join(dir, 'pages/pages.json'), JSON.stringify(pages));
  for (const [name, from] of [
    ['login.en.html', 'login.en.html'],
    ['sign-in-needed.en.html', 'shell.en.html'],
    ['index.en.html', 'index.en.html'],
  ]) {
    const html = strip(readFileSync(path.join(source, 'pages', from), 'utf8'));
    writeFileSync(path.join(dir, 'pages', name), html);
    writeFileSync(path.join(dir, 'pages', `${name}.gz`), gzipSync(html, { level: 9 }));
    writeFileSync(
      path.join(dir, 'pages', `${name}.br`),
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  writeFileSync(path.join(dir, 'index.html'), '');
  return dir;
};

// ─── web: bytes and requests ────────────────────────────────────────────────────────────────────────────────
const compressedCache = new Map();
const sizesOf = (url, body) => {
  if (!compressedCache.has(url)) {
    compressedCache.set(url, {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      raw: body.length,
    });
  }
  return compressedCache.get(url);
};

const signInUi = async (page, origin) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill(SIGNED_IN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-menu]').waitFor({ state: 'visible', timeout: 30_000 });
  // The measured load starts from an idle page: the dashboard the sign-in landed on, still loading, would run
  // into the next navigation's time.
  await page.waitForFunction(dashboardSettled, BUSY, { timeout: 30_000 });
};

/** One cold load of a page: every script (count, gzip and brotli of its body) and every byte on the wire. */
const loadOnce = async (browser, origin, pathName) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (pathName !== '/login') await signInUi(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let wire = 0;
    cdp.on('Network.loadingFinished', (event) => {
      wire += event.encodedDataLength;
    });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response.body().then(
            (body) => sizesOf(response.url(), body),
            () => undefined,
          ),
        );
    });
    const started = Date.now();
    await page.goto(`${origin}${pathName}`);
    if (pathName === '/login')
      await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    else
      await page
        .locator('[data-widget="WalletCards"]')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
    const shownMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const sizes = (await Promise.all(scripts)).filter(Boolean);
    return {
      requests: sizes.length,
      gzip: sizes.reduce((s, x) => s + x.gzip, 0),
      brotli: sizes.reduce((s, x) => s + x.brotli, 0),
      raw: sizes.reduce((s, x) => s + x.raw, 0),
      wire,
      shownMs,
    };
  } finally {
    await context.close();
  }
};

const measureWeb = async () => {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = {};
  try {
    for (const pathName of ['/login', '/dashboard']) {
      for (const [variant, port] of [
        ['federated', PORTS.fed],
        ['mono', PORTS.mono],
      ]) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await loadOnce(browser, `http://${HOST}:${port}`, pathName));
        results[`${pathName} ${variant}`] = runs;
        console.log(
          `[bench] ${pathName} ${variant}: ${runs.map((r) => `${r.requests} scripts ${kib(r.gzip)} KiB gz`).join(', ')}`,
        );
      }
    }
    results.throttled = await measureThrottled({
      browser,
      origins: { federated: `http://${HOST}:${PORTS.fed}`, mono: `http://${HOST}:${PORTS.mono}` },
      signIn: signInUi,
      runs: Number(args['throttle-runs']),
    });
  } finally {
    await browser.close();
  }
  return results;
};

// ─── web: Lighthouse ────────────────────────────────────────────────────────────────────────────────────────
const lighthouseOnce = async (origin, pathName, { signIn = true } = {}) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    let page;
    if (pathName !== '/login' && signIn) {
      // Signed in through the login screen in the same tab (tokens live in sessionStorage, which Lighthouse's
      // storage reset leaves alone); the HTTP cache is still cleared before the measured load.
      const puppeteer = (await import('puppeteer-core')).default;
      const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      page = await connected.newPage();
      await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
      await page.type('input[type="email"]', SIGNED_IN);
      await page.type('input[type="password"]', DEMO_PASSWORD);
      await Promise.all([
        page.waitForSelector('[data-menu]', { timeout: 30_000 }),
        page.click('button[type="submit"]'),
      ]);
    }
    const result = await lighthouse(
      `${origin}${pathName}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    if (args.reports) {
      mkdirSync(args.reports, { recursive: true });
      writeFileSync(
        path.join(
          args.reports,
          `${origin.split(':').at(-1)}${pathName.replace(/\//g, '-')}-${Date.now()}.json`,
        ),
        JSON.stringify(lhr),
      );
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== pathName) throw new Error(`Lighthouse ended on ${finalPath}, not ${pathName}`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
};

const measureLighthouse = async () => {
  const results = {};
  for (const pathName of ['/login', '/dashboard']) {
    for (const [variant, port] of [
      ['federated', PORTS.fed],
      ['mono', PORTS.mono],
      ['floor', PORTS.floor],
    ]) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
        runs.push(await lighthouseOnce(`http://${HOST}:${port}`, pathName, { signIn: variant !== 'floor' }));
      results[`${pathName} ${variant}`] = runs;
      console.log(
        `[bench] lighthouse ${pathName} ${variant}: performance ${runs.map((r) => r.performance).join(', ')}`,
      );
    }
  }
  return results;
};

// ─── api ────────────────────────────────────────────────────────────────────────────────────────────────────
/** Bytes of an answer as sent (fetch would decode it). */
const encodedSize = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

const cannon = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: Number(args.duration), timeout: 30, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** Gives LIST_USER `--rows` deposits in all (back-office command through dev/admin, 1,000 per call). */
const fillList = async () => {
  const rows = Number(args.rows);
  const listToken = await tokenOf(LIST_USER);
  const existing = (await apiCall('GET', 'user/deposit/getDepositFund', { token: listToken })).data.length;
  const started = Date.now();
  for (let left = rows - existing; left > 0; left -= 1000) {
    const answer = await apiCall('POST', 'dev/admin', {
      body: { command: 'transactions', args: [LIST_USER, String(Math.min(1000, left))] },
    });
    if (answer.code !== '200') throw new Error(`admin transactions: ${answer.message}`);
  }
  console.log(
    `[bench] ${LIST_USER}: ${rows - existing} deposits created in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

/** autocannon on each call; `withBare` adds GET ip and the bare Fastify (the framework's ceiling). */
const loadCalls = async (label, { withBare = false } = {}) => {
  const rows = Number(args.rows);
  const [listToken, walletToken] = [await tokenOf(LIST_USER), await tokenOf(SIGNED_IN)];
  const base = `http://${HOST}:${PORTS.api}/api/v1`;
  const targets = [
    [
      'wallet list as the spec calls it (getuseraccoundsbyid)',
      `${base}/user/account/getuseraccoundsbyid`,
      walletToken,
    ],
    [
      'wallet list as the screens call it (?omit=getallcountry)',
      `${base}/user/account/getuseraccoundsbyid?omit=getallcountry`,
      walletToken,
    ],
    [`deposit list, all ${rows} rows (getDepositFund)`, `${base}/user/deposit/getDepositFund`, listToken],
    [
      'same list, page 1 of 50 rows (?page=1&size=50)',
      `${base}/user/deposit/getDepositFund?page=1&size=50`,
      listToken,
    ],
    [
      'same list, page 100 of 50 rows (offset 4,950)',
      `${base}/user/deposit/getDepositFund?page=100&size=50`,
      listToken,
    ],
  ];
  let bare;
  if (withBare) {
    bare = start('bare', 'node', [path.join(repoRoot, 'tooling/bench/bare-fastify.mjs'), String(PORTS.bare)]);
    await waitFor(`http://${HOST}:${PORTS.bare}/api/v1/ip`);
    targets.push(
      ['GET ip', `${base}/ip`, undefined],
      ['bare Fastify, same answer as GET ip', `http://${HOST}:${PORTS.bare}/api/v1/ip`, undefined],
    );
  }
  const results = [];
  for (const [name, url, token] of targets) {
    const headers = { 'x-access-key': ACCESS_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const raw = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    const br = await encodedSize(url, { ...headers, 'accept-encoding': 'br' });
    await cannon(url, headers); // warm-up (JIT, caches), not counted
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await cannon(url, headers);
      runs.push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    results.push({ name, bytes: raw.length, br, runs });
    console.log(`[bench] ${label}: ${name}: ${runs.map((r) => `${r.rps.toFixed(0)} req/s`).join(', ')}`);
  }
  bare?.kill('SIGTERM');
  return { label, results };
};

/** PGlite with repeat reads from memory (as `npm start` runs), the same data with ANSWER_CACHE=off (every call
 * reads the database), and PostgreSQL when --pg names an empty database. Memory is measured on the first. */
const measureApi = async (first) => {
  const rssSeeded = treeRss(first.api.pid);
  await fillList();
  const rssFilled = treeRss(first.api.pid);
  const tables = [await loadCalls('PGlite', { withBare: true })];
  const rssLoaded = treeRss(first.api.pid);
  // Idle: V8 shrinks a heap grown by a burst of garbage only after its memory reducer has seen a quiet period
  // (~30–40 s here), so RSS is read 10 s after the load and again after 60 s without a request.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rssIdle10 = treeRss(first.api.pid);
  await new Promise((resolve) => setTimeout(resolve, 50_000));
  const rssIdle = treeRss(first.api.pid);
  await first.stop();
  const uncached = await startApi({ dataDir: first.dataDir, env: { ANSWER_CACHE: 'off' } });
  tables.push(await loadCalls('PGlite, ANSWER_CACHE=off'));
  await uncached.stop();
  if (args.pg) {
    const pg = await startApi({ env: { DATABASE_URL: args.pg } });
    await fillList();
    tables.push(await loadCalls('PostgreSQL'));
    await pg.stop();
    pg.cleanup();
  }
  return {
    rows: Number(args.rows),
    tables,
    rss: { seeded: rssSeeded, filled: rssFilled, loaded: rssLoaded, idle10: rssIdle10, idle: rssIdle },
  };
};

// ─── report ─────────────────────────────────────────────────────────────────────────────────────────────────
// Issue 48: how close each build comes to the floor (the same HTML and CSS without script), and to mono.
const printFloorRatios = (lh) => {
  const med = (key, metric) => median((lh[key] ?? []).map((r) => r[metric]));
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : `${Math.round(a)} / ${Math.round(b)} ms`);
  const ratioRows = ['/login', '/dashboard'].flatMap((pathName) =>
    ['federated', 'mono'].map((variant) => [
      pathName,
      variant,
      ratio(med(`${pathName} ${variant}`, 'lcp'), med(`${pathName} floor`, 'lcp')),
      ratio(med(`${pathName} ${variant}`, 'tbt'), med(`${pathName} floor`, 'tbt')),
      variant === 'mono'
        ? '1.00'
        : ratio(med(`${pathName} federated`, 'lcp'), med(`${pathName} mono`, 'lcp')),
      variant === 'mono'
        ? '1.00'
        : ratio(med(`${pathName} federated`, 'tbt'), med(`${pathName} mono`, 'tbt')),
    ]),
  );
  console.log('\nAgainst the floor (prerendered HTML and CSS, no script) and mono: medians');
  console.log(table(['page', 'build', 'LCP ÷ floor', 'TBT ÷ floor', 'LCP ÷ mono', 'TBT ÷ mono'], ratioRows));
};

const printWeb = (web, lh) => {
  const rows = [];
  for (const pathName of ['/login', '/dashboard']) {
    const fed = web[`${pathName} federated`];
    const mono = web[`${pathName} mono`];
    const m = (runs, key) => median(runs.map((r) => r[key]));
    rows.push([
      pathName,
      'federated',
      m(fed, 'requests'),
      kib(m(fed, 'gzip')),
      kib(m(fed, 'brotli')),
      kib(m(fed, 'wire')),
      spread(fed.map((r) => r.shownMs)),
    ]);
    rows.push([
      pathName,
      'mono',
      m(mono, 'requests'),
      kib(m(mono, 'gzip')),
      kib(m(mono, 'brotli')),
      kib(m(mono, 'wire')),
      spread(mono.map((r) => r.shownMs)),
    ]);
    rows.push([
      pathName,
      'federated ÷ mono',
      (m(fed, 'requests') / m(mono, 'requests')).toFixed(2),
      (m(fed, 'gzip') / m(mono, 'gzip')).toFixed(2),
      (m(fed, 'brotli') / m(mono, 'brotli')).toFixed(2),
      (m(fed, 'wire') / m(mono, 'wire')).toFixed(2),
      '',
    ]);
  }
  console.log(
    `\nFirst load, cache disabled, Debian chromium, no throttling (medians of ${RUNS}; time: median (min–max))`,
  );
  console.log(
    table(
      [
        'page',
        'build',
        'JS requests',
        'JS gzip KiB',
        'JS brotli KiB',
        'on the wire KiB (all, as served)',
        'shown ms',
      ],
      rows,
    ),
  );
  if (web.throttled) printThrottled(web.throttled);
  if (!lh) return;
  const lhRows = Object.entries(lh).map(([key, runs]) => {
    const [pathName, variant] = key.split(' ');
    return [
      pathName,
      variant,
      spread(runs.map((r) => r.performance)),
      spread(runs.map((r) => r.tbt)),
      spread(runs.map((r) => r.lcp)),
      spread(
        runs.map((r) => r.cls),
        3,
      ),
      spread(runs.map((r) => r.accessibility)),
    ];
  });
  console.log(`\nLighthouse 12, mobile, simulated throttling (median (min–max) of ${LIGHTHOUSE_RUNS})`);
  console.log(table(['page', 'build', 'performance', 'TBT ms', 'LCP ms', 'CLS', 'accessibility'], lhRows));
  printFloorRatios(lh);
};

const printApi = ({ tables, rss }) => {
  const bare = median(tables[0].results.at(-1).runs.map((r) => r.rps));
  for (const { label, results } of tables) {
    const rows = results.map(({ name, bytes, br, runs }) => [
      name,
      spread(runs.map((r) => r.rps)),
      spread(runs.map((r) => r.p50)),
      spread(runs.map((r) => r.p99)),
      `${kib(bytes)} / ${kib(br)}`,
      (median(runs.map((r) => r.rps)) / bare).toFixed(3),
      runs.reduce((s, r) => s + r.errors, 0),
    ]);
    console.log(
      `\nAPI on ${label}, autocannon 10 connections × ${args.duration} s, no Accept-Encoding (median (min–max) of ${RUNS}, after a warm-up run)`,
    );
    console.log(
      table(['call', 'req/s', 'p50 ms', 'p99 ms', 'answer KiB raw / br', '÷ bare Fastify', 'errors'], rows),
    );
  }
  console.log(
    `\nAPI memory (RSS of the API process tree, PGlite): ${rss.seeded.toFixed(0)} MiB after start + seed, ${rss.filled.toFixed(0)} MiB after the ${args.rows} rows were created, ${rss.loaded.toFixed(0)} MiB after the load, ${rss.idle10.toFixed(0)} MiB idle 10 s later, ${rss.idle.toFixed(0)} MiB after 60 s idle`,
  );
};

const main = async () => {
  if (args.part === 'cluster') {
    printCluster(await measureCluster({ duration: Number(args.duration) }));
    return;
  }
  const web = args.part === 'all' || args.part === 'web';
  const apiPart = args.part === 'all' || args.part === 'api';
  if (web && !args['skip-build']) {
    await run('pnpm', ['build']);
    await run('pnpm', ['build:mono']); // into host/dist-mono, prerendered
  }
  console.log(
    `[bench] load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const first = await startApi();
  try {
    let webResults;
    let lh;
    let delivery;
    if (web) {
      const { problems, checked } = await checkDelivery([
        'host',
        'remote-wallets',
        'remote-cards',
        'remote-exchange',
        'remote-account',
      ]);
      delivery = { ok: problems.length === 0, summary: `${checked} files, ${problems.length} problem(s)` };
      await startStatic();
      webResults = await measureWeb();
      if (!args['no-lighthouse']) lh = await measureLighthouse();
    }
    const apiResults = apiPart ? await measureApi(first) : undefined;
    const statement =
      args.part === 'all' || args.part === 'statement'
        ? await measureStatement({ api: `http://${HOST}:${PORTS.api}`, rows: Number(args.rows), runs: RUNS })
        : undefined;
    console.log(
      `\n━━ pnpm bench (${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.cpus().length} cores)`,
    );
    if (webResults) printWeb(webResults, lh);
    if (apiResults) printApi(apiResults);
    if (statement) printStatement(statement);
    printTargets({ web: webResults, lh, api: apiResults, delivery });
    if (args.part === 'all') printCluster(await measureCluster({ duration: Number(args.duration) }));
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.cleanup();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  },
);
