#!/usr/bin/env node
// Delivery check of the production builds as scripts/serve-static.mjs serves them (run `pnpm build` first; part of
// `npm test` through scripts/bundle-budget.mjs). Fails when:
//  - a hashed chunk or an entry (main.js, remoteEntry.js, mf-manifest.json, index.html) is served without its
//    brotli and gzip variant, without `Vary: Accept-Encoding`, or with the wrong cache rule
//  - a source map is served (they stay on disk for debugging)
//  - the host page has an inline script, or lacks its CSP / frame protection
//  - the federation runtime (each remoteEntry.js, the host's runtime chunk) lacks V8's compile hint, or an app's
//    main.js carries it (decision 121)
//  - a file names the build machine's paths (mf-stats.json is served, or a file carries the repository's path)
//  - the host's preview link redirects off the site (`/.//evil.example?preview=…` to `//evil.example`)
//  - (--cluster) the API processes' /metrics, /healthz or /readyz answer from the public side
//   node scripts/delivery-check.mjs [--apps host,remote-cards]
//   node scripts/delivery-check.mjs --cluster https://127.0.0.1:8080   nginx of `npm run start:cluster`
//     (the host at /, each remote under /remotes/<app>/)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/toolchain.mjs';
import { createPreviewToken } from './remote/preview-token.mjs';

const { COMPILE_HINT } = createRequire(import.meta.url)('../tooling/webpack-config/compile-hints.cjs');

const ALL_APPS = ['host', 'remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'];
const HASHED_TEXT = /\.[0-9a-f]{8,}\.(js|css)$/;
const ENTRIES = ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json'];

/** Starts serve-static on a free port for one dist folder; resolves with its origin and a stop function. */
const serve = (dist, extraArgs = []) =>
  new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/serve-static.mjs', '--dir', dist, '--port', '0', ...extraArgs], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error(`serve-static for ${dist} did not start`)), 10_000);
    child.stdout.on('data', (chunk) => {
      const match = /on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1], stop: () => child.kill('SIGTERM') });
      }
    });
    child.on('error', reject);
  });

/** Problems of one served file under one Accept-Encoding. */
const checkFile = async (origin, file, encoding, expectedCache) => {
  const response = await fetch(`${origin}/${file}`, { headers: { 'Accept-Encoding': encoding } });
  await response.arrayBuffer();
  const problems = [];
  if (response.status !== 200) problems.push(`${file}: status ${response.status}`);
  if (response.headers.get('content-encoding') !== encoding)
    problems.push(
      `${file}: no ${encoding} variant (Content-Encoding ${response.headers.get('content-encoding') ?? 'none'})`,
    );
  if (!/accept-encoding/i.test(response.headers.get('vary') ?? ''))
    problems.push(`${file}: no Vary: Accept-Encoding`);
  if (!(response.headers.get('cache-control') ?? '').includes(expectedCache))
    problems.push(
      `${file}: Cache-Control ${response.headers.get('cache-control')}, expected ${expectedCache}`,
    );
  return problems;
};

/** The host's pages: index.html and the prerendered ones (decision 169). */
const hostPages = (dist) => [
  'index.html',
  ...(existsSync(path.join(dist, 'pages'))
    ? readdirSync(path.join(dist, 'pages'))
        .filter((file) => file.endsWith('.html'))
        .map((file) => `pages/${file}`)
    : []),
];

const checkHostPage = async (origin, dist) => {
  const problems = [];
  for (const page of hostPages(dist)) {
    const html = readFileSync(path.join(dist, page), 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim(),
    );
    if (inline.length) problems.push(`${page} has ${inline.length} inline script(s): the CSP forbids them`);
  }
  const response = await fetch(`${origin}/dashboard`);
  await response.arrayBuffer();
  const csp = response.headers.get('content-security-policy') ?? '';
  if (!/script-src 'self'/.test(csp) || /script-src[^;]*'unsafe-inline'/.test(csp))
    problems.push(`host page CSP script-src not strict: ${csp || 'none'}`);
  if (!csp.includes("frame-ancestors 'none'")) problems.push("host page CSP lacks frame-ancestors 'none'");
  if (response.headers.get('x-frame-options') !== 'DENY')
    problems.push('host page lacks X-Frame-Options: DENY');
  if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push('host page lacks nosniff');
  if (!response.headers.get('referrer-policy')) problems.push('host page lacks Referrer-Policy');
  return problems;
};

/** The machine's own endpoints must not answer through the public side. */
const checkPrivate = async (origin) => {
  const problems = [];
  for (const route of ['/metrics', '/healthz', '/readyz', '/api/metrics']) {
    const response = await fetch(`${origin}${route}`);
    const text = await response.text();
    if (response.status !== 404 || /api_requests_total|"status"/.test(text))
      problems.push(`${route} answers from the public side (${response.status})`);
  }
  return problems;
};

/** The federation runtime is compiled eagerly, off the main thread; an app's main.js (the first load) is not. */
const compileHintProblems = (app, dist, files) =>
  files
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      const hinted = text.startsWith(`${COMPILE_HINT}\n`);
      const runtime = file === 'remoteEntry.js' || (app === 'host' && text.includes('__FEDERATION__'));
      if (runtime && !hinted) return [`${app}/${file}: federation runtime without V8's compile hint`];
      if (file === 'main.js' && hinted) return [`${app}/main.js carries V8's compile hint`];
      return [];
    });

/** No served file names the build machine's paths (issue 46): mf-stats.json answers 404 and no other file of the
 * build (source maps aside: never served) carries the repository's path. */
const buildPathProblems = async (app, origin, dist, files) => {
  const problems = [];
  const stats = await fetch(`${origin}/mf-stats.json`);
  await stats.arrayBuffer();
  if (stats.status !== 404) problems.push(`${app}: mf-stats.json is served (${stats.status})`);
  for (const file of files.filter((name) => /\.(js|json|html|css)$/.test(name)))
    if (readFileSync(path.join(dist, file), 'utf8').includes(repoRoot))
      problems.push(`${app}/${file} names the build machine's path ${repoRoot}`);
  return problems;
};

/** A GET of the path as written: fetch() would normalise `/./` away before sending it, an attacker's client does not. */
const rawGet = (origin, requestPath) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    http
      .get({ hostname, port, path: requestPath }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      })
      .on('error', reject);
  });

// `/.//x` and its spellings: a redirect to `//x` would send the browser to the site x (issue 46).
const SLIPPERY_PATHS = ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/.\\evil.example'];

/** The preview link's redirect stays on this site whatever path it is given. */
const checkPreviewRedirects = async (dist) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-delivery-'));
  const secretFile = path.join(folder, 'secret');
  writeFileSync(secretFile, 'delivery-check-secret');
  const token = createPreviewToken('delivery-check-secret', {
    remote: 'remote-cards',
    release: 'r1',
    ttlSeconds: 60,
  });
  const { origin, stop } = await serve(dist, ['--releases', folder, '--preview-secret', secretFile]);
  const problems = [];
  try {
    for (const slippery of SLIPPERY_PATHS) {
      const { status, location = '' } = await rawGet(origin, `${slippery}?preview=${token}`);
      if (status !== 302 || !location.startsWith('/') || /^\/[/\\]/.test(location))
        problems.push(`preview link ${slippery}: ${status} Location ${location || 'none'}`);
    }
  } finally {
    stop();
    rmSync(folder, { recursive: true, force: true });
  }
  return problems;
};

/** serve-static for each dist, or (cluster) the running nginx: the host at /, remotes under /remotes/<app>. */
const served = async (app, dist, cluster) =>
  cluster
    ? { origin: app === 'host' ? cluster : `${cluster}/remotes/${app}`, stop: () => undefined }
    : serve(dist);

export const checkDelivery = async (apps = ALL_APPS, cluster = undefined) => {
  const problems = cluster ? await checkPrivate(cluster) : [];
  let checked = 0;
  for (const app of apps) {
    const dist = path.join(repoRoot, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app}/dist is missing: run pnpm build first`);
    const files = readdirSync(dist);
    const { origin, stop } = await served(app, dist, cluster);
    try {
      const targets = [
        ...files.filter((file) => HASHED_TEXT.test(file)).map((file) => [file, 'immutable']),
        ...ENTRIES.filter((file) => files.includes(file)).map((file) => [file, 'no-cache']),
        // The prerendered pages, by file and as a route answers them (a public page, a signed-in deep link).
        ...(app === 'host' ? [...hostPages(dist).slice(1), 'login', 'fiat'] : []).map((file) => [
          file,
          'no-cache',
        ]),
      ];
      for (const [file, cache] of targets) {
        for (const encoding of ['br', 'gzip'])
          problems.push(...(await checkFile(origin, file, encoding, cache)));
        checked += 1;
      }
      const map = files.find((file) => file.endsWith('.map'));
      if (map) {
        const response = await fetch(`${origin}/${map}`);
        await response.arrayBuffer();
        if (response.status !== 404)
          problems.push(`${app}: source map ${map} is served (${response.status})`);
      }
      if (app === 'host') problems.push(...(await checkHostPage(origin, dist)));
      problems.push(...compileHintProblems(app, dist, files));
      problems.push(...(await buildPathProblems(app, origin, dist, files)));
    } finally {
      stop();
    }
  }
  if (!cluster && apps.includes('host'))
    problems.push(...(await checkPreviewRedirects(path.join(repoRoot, 'host', 'dist'))));
  return { problems, checked };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { apps: { type: 'string' }, cluster: { type: 'string' } } });
  const { problems, checked } = await checkDelivery(
    values.apps ? values.apps.split(',') : ALL_APPS,
    values.cluster,
  );
  for (const problem of problems) console.log(`FAIL ${problem}`);
  console.log(`delivery: ${checked} files checked (br + gzip), ${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
