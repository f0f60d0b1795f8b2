#!/usr/bin/env node
// Bundle budgets, measured on the production builds (run `pnpm build` first):
//  - host first load on /login: every script the browser fetches, gzipped (Debian chromium drives the page)
//  - each remote's remoteEntry.js, gzipped
//  - each remote's exposed modules (./routes, ./widgets): the chunks loaded with the module (manifest `sync`
//    assets), gzipped; lazy chunks (pdfmake, QR codes, a page's own code) load later and are not counted
// Compared with bundle-budget.json; exits 1 when over. Then the delivery check (scripts/delivery-check.mjs): every
// hashed chunk and entry served with its brotli and gzip variant, no public source map, the host page's CSP.
//   node scripts/bundle-budget.mjs [--host-dist DIR]   (DIR: a host build elsewhere, e.g. `webpack --output-path`)
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { checkDelivery } from './delivery-check.mjs';
import { repoRoot, startChild, stopChildren, waitForUrl } from './lib/toolchain.mjs';

const { values: args } = parseArgs({ options: { 'host-dist': { type: 'string', default: 'host/dist' } } });
const budget = JSON.parse(readFileSync(path.join(repoRoot, 'bundle-budget.json'), 'utf8'));
const REMOTES = ['remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'];
const kib = (bytes) => bytes / 1024;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const rows = [];
const record = (name, bytes, limit) => rows.push({ name, kib: kib(bytes), limit, ok: kib(bytes) <= limit });

const measureHostFirstLoad = async () => {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  const port = Number(process.env.BUNDLE_BUDGET_PORT ?? 3990);
  // The dev remotes.json/config.json: the page must really start and render the login form, or lazy screens
  // would not be counted. Nothing needs to answer on those URLs: /login loads no remote.
  const runtimeFiles = ['remotes.json', 'config.json'].flatMap((file) => [
    '--file',
    `/${file}=host/public/${file}`,
  ]);
  startChild('budget-host', 'node', [
    'scripts/serve-static.mjs',
    '--dir',
    args['host-dist'],
    '--port',
    String(port),
    ...runtimeFiles,
  ]);
  await waitForUrl(`http://127.0.0.1:${port}/`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => ({ url: response.url(), bytes: gz(body) })));
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    for (const script of loaded)
      console.log(`  ${kib(script.bytes).toFixed(1).padStart(7)} KiB gz  ${new URL(script.url).pathname}`);
    record(
      'host first load on /login (all scripts)',
      loaded.reduce((sum, s) => sum + s.bytes, 0),
      budget.hostFirstLoadGzipKiB,
    );
  } finally {
    await browser.close();
    stopChildren();
  }
};

const measureRemote = (app) => {
  const dist = path.join(repoRoot, app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  record(
    `${app} remoteEntry.js`,
    gz(readFileSync(path.join(dist, 'remoteEntry.js'))),
    budget.remoteEntryGzipKiB,
  );
  for (const exposed of manifest.exposes ?? []) {
    const files = new Set(exposed.assets?.js?.sync ?? []);
    const bytes = [...files]
      .filter((file) => existsSync(path.join(dist, file)))
      .reduce((sum, file) => sum + gz(readFileSync(path.join(dist, file))), 0);
    // ./widgets of wallets and exchange carry the dashboard's widgets themselves (fetched beside remoteEntry.js).
    const limit = exposed.path === './widgets' ? budget.remoteWidgetsGzipKiB : budget.remoteExposedGzipKiB;
    record(`${app} ${exposed.path} (its chunks)`, bytes, limit);
  }
};

const main = async () => {
  for (const dir of [args['host-dist'], ...REMOTES.map((app) => `${app}/dist`)]) {
    if (!existsSync(path.resolve(repoRoot, dir))) throw new Error(`${dir} is missing: run pnpm build first`);
  }
  await measureHostFirstLoad();
  REMOTES.forEach(measureRemote);
  console.log('\nbundle budgets (gzip):');
  for (const row of rows)
    console.log(
      `${row.ok ? 'ok  ' : 'OVER'} ${row.kib.toFixed(1).padStart(7)} KiB / ${String(row.limit).padStart(4)} KiB  ${row.name}`,
    );
  const over = rows.filter((row) => !row.ok);
  console.log(over.length ? `\n${over.length} over budget` : '\nall within budget');
  const delivery = await checkDelivery();
  for (const problem of delivery.problems) console.log(`FAIL ${problem}`);
  console.log(
    `delivery: ${delivery.checked} files checked (br + gzip), ${delivery.problems.length} problem(s)`,
  );
  process.exit(over.length || delivery.problems.length ? 1 : 0);
};

main().catch((error) => {
  stopChildren();
  console.error(error.message);
  process.exit(1);
});
