#!/usr/bin/env node
// A static server with the cache and security rules of a real deployment, for one built app (host or remote):
//   no-cache  for remotes.json, config.json, mf-manifest.json, remoteEntry.js, index.html and unhashed entries
//   immutable for content-hashed chunks (they are never deleted on redeploy, so old pages keep working)
//   the build's precompressed .br/.gz beside each text asset, chosen from Accept-Encoding (Vary: Accept-Encoding);
//     files written at run time (remotes.json, config.json: a few hundred bytes) go out raw
//   pages: a Content-Security-Policy computed from the served remotes.json/config.json on each request (the host
//     learns remote origins at run time), frame-ancestors 'none' + X-Frame-Options DENY, nosniff, Referrer-Policy,
//     and a Link header announcing the remote code the page's route shows (lib/page-hints.mjs)
//   source maps stay on disk for debugging but are not served unless --source-maps is given
//   --releases DIR: the remote releases (scripts/remote/release.mjs) under /releases/<remote>/<id>/, same cache rules
//   --api ORIGIN: /api/ passed to the API (lib/api-proxy.mjs), so the portal calls its own origin
//   --preview-secret FILE: signed previews (docs/decisions/): /?preview=<token> sets a cookie with which this one
//     browser's /remotes.json points one remote at a release of the releases folder; /preview/exit clears it
// CORS is open so the host on another origin can load a remote. SPA fallback to index.html for routes.
// Usage: node scripts/serve-static.mjs --dir host/dist --port 3000 [--file /remotes.json=path] [--source-maps]
//        [--releases .releases --preview-secret .run/preview-secret] [--api http://127.0.0.1:4000]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from './lib/csp.mjs';
import { createApiProxy } from './lib/api-proxy.mjs';
import { createPageHints } from './lib/page-hints.mjs';
import { PAGE_VARY, pageFileFor, readPageRules } from './lib/prerendered-pages.mjs';
import { PREVIEW_COOKIE, previewSecret, verifyPreviewToken } from './remote/preview-token.mjs';
import { REMOTE_APPS, isReleaseId, releaseUrl, scopeOf } from './remote/store.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    file: { type: 'string', multiple: true, default: [] },
    'source-maps': { type: 'boolean', default: false },
    releases: { type: 'string' },
    'preview-secret': { type: 'string' },
    api: { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-static --dir DIR --port PORT [--file /url=path] [--source-maps]');
  process.exit(2);
}
const root = path.resolve(values.dir);
const releasesRoot = values.releases ? path.resolve(values.releases) : undefined;
const overrides = new Map(
  values.file.map((spec) => spec.split('=')).map(([url, file]) => [url, path.resolve(file)]),
);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg)$/;
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

const cacheControl = (file) => (HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Encodings the client accepts, in our order of preference (brotli, then gzip); `q=0` refuses one. */
const acceptedEncodings = (header = '') => {
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  return [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([name]) => ok(name));
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const runtimeFile = (name) => overrides.get(`/${name}`) ?? path.join(root, name);

/** The host page's policy, from the remotes.json and config.json served right now (a repointed remote is allowed
 * on the next page load). */
const pagePolicy = (remotes) => contentSecurityPolicy(remotes, readJson(runtimeFile('config.json')));

// The host's pages announce the remote code they show (a remote's dist has no page-remotes.json: no hints).
const pageHints = createPageHints({ readPages: () => readJson(path.join(root, 'page-remotes.json')) });

/** A file of a release: /releases/<remote>/<id>/<file>, never a page fallback, never anything else of the folder
 * (its history names people; a half-built release is not one). */
const resolveReleaseFile = (urlPath) => {
  const candidate = path.join(releasesRoot, path.normalize(urlPath.slice('/releases'.length)));
  const [remote, id, ...rest] = path.relative(releasesRoot, candidate).split(path.sep);
  if (!REMOTE_APPS.includes(remote) || !isReleaseId(id) || rest.length === 0) return undefined;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
};

// The host's prerendered pages (decision 169): re-read on each page request, like the page hints' files, so a
// rebuilt host is served at once.
const prerenderedPage = (urlPath, headers) => {
  const rules = readPageRules(root);
  return rules ? path.join(root, pageFileFor(rules, urlPath, headers)) : path.join(root, 'index.html');
};

const resolveFile = (urlPath, headers = {}) => {
  const override = overrides.get(urlPath);
  if (override) return override;
  if (releasesRoot && urlPath.startsWith('/releases/')) return resolveReleaseFile(urlPath);
  const candidate = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
  if (!candidate.startsWith(root)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // Client-side routes (no file extension) get the app page: its prerendered file for this path and visitor.
  if (!path.extname(urlPath)) return prerenderedPage(urlPath, headers);
  return undefined;
};

const cookieValue = (request, name) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The preview this browser asked for, if its token holds and names a release that exists. */
const activePreview = (request) => {
  if (!releasesRoot || !values['preview-secret']) return undefined;
  const claims = verifyPreviewToken(
    previewSecret(values['preview-secret']),
    cookieValue(request, PREVIEW_COOKIE),
  );
  if (!claims || !REMOTE_APPS.includes(claims.remote) || !isReleaseId(claims.release)) return undefined;
  const manifest = path.join(releasesRoot, claims.remote, claims.release, 'mf-manifest.json');
  return manifest.startsWith(releasesRoot + path.sep) && existsSync(manifest) ? claims : undefined;
};

// Behind a TLS-terminating proxy the page is https: the cookie is then Secure and the release URL https too.
const isHttps = (request) => request.headers['x-forwarded-proto'] === 'https';
const cookieFlags = (request) => `Path=/; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;

/** A redirect target on this site: the path normalised (`/./`, `a/../`, `%2e`) and its leading slashes made one,
 * so `/.//evil.example` can never become the protocol-relative `//evil.example` (another site). */
const sameSitePath = (pathname) => {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return '/';
  }
  const normalised = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/^\/+/, '/');
  return encodeURI(normalised).replace(/\?/g, '%3F').replace(/#/g, '%23');
};

const redirect = (response, location, cookie) =>
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store', 'Set-Cookie': cookie }).end();

/** /?preview=<token> (a link printed by `pnpm remote:preview`) and /preview/exit. True when answered. */
const handlePreviewLinks = (request, response, url) => {
  if (!values['preview-secret']) return false;
  if (url.pathname === '/preview/exit') {
    redirect(response, '/', `${PREVIEW_COOKIE}=; Max-Age=0; ${cookieFlags(request)}`);
    return true;
  }
  const token = url.searchParams.get('preview');
  if (token === null) return false;
  const claims = verifyPreviewToken(previewSecret(values['preview-secret']), token);
  if (!claims) {
    response
      .writeHead(403, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
      .end('This preview link is invalid or has expired.');
    return true;
  }
  const maxAge = claims.exp - Math.floor(Date.now() / 1000);
  url.searchParams.delete('preview');
  redirect(
    response,
    `${sameSitePath(url.pathname)}${url.search}`,
    `${PREVIEW_COOKIE}=${token}; Max-Age=${maxAge}; ${cookieFlags(request)}`,
  );
  return true;
};

/** remotes.json as this browser sees it: the live file, with the previewed remote pointed at its release. */
const servePreviewRemotes = (request, response, preview) => {
  const remotes = readJson(runtimeFile('remotes.json'));
  const scope = scopeOf(preview.remote);
  if (!remotes || !(scope in remotes)) return false;
  const host = request.headers.host ?? `${values.host}:${server.address().port}`;
  const origin = `${isHttps(request) ? 'https' : 'http'}://${host}`;
  remotes[scope] = releaseUrl(origin, preview.remote, preview.release);
  response
    .writeHead(200, {
      'Content-Type': TYPES['.json'],
      'Cache-Control': 'no-store',
      Vary: 'Cookie',
      'X-Portal-Preview': `${preview.remote} ${preview.release}`,
    })
    .end(request.method === 'HEAD' ? undefined : JSON.stringify(remotes));
  return true;
};

const proxyApi = createApiProxy(values.api);

const server = createServer((request, response) => {
  if (proxyApi(request, response)) return;
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  let urlPath;
  let url;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape (/%E0%A4%A) is the caller's error: answer it, never let it stop the server.
    response.writeHead(400, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Bad request');
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  if (handlePreviewLinks(request, response, url)) return;
  const preview = urlPath === '/remotes.json' ? activePreview(request) : undefined;
  if (preview && servePreviewRemotes(request, response, preview)) return;
  const file = resolveFile(urlPath, request.headers);
  const hiddenMap = file?.endsWith('.map') && !values['source-maps'];
  // mf-stats.json names the build machine's paths: never public (releases built before it was left out too).
  const buildStats = file && path.basename(file).startsWith('mf-stats.json');
  if (!file || hiddenMap || buildStats || !existsSync(file)) {
    response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
    return;
  }
  const headers = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
  };
  if (file.endsWith('.html')) {
    const remotes = readJson(runtimeFile('remotes.json')); // one read for the policy and the hints
    headers['Content-Security-Policy'] = pagePolicy(remotes);
    headers['X-Frame-Options'] = 'DENY';
    // A browser previewing a release reads another remotes.json: no hints rather than the live release's files.
    const hints = activePreview(request) ? '' : pageHints.hintsFor(urlPath, remotes);
    if (hints) headers.Link = hints;
  }
  let body = file;
  if (COMPRESSIBLE.test(file)) {
    // A page's file depends on the visitor's cookies and language too (decision 169).
    headers.Vary = file.startsWith(path.join(root, 'pages') + path.sep)
      ? `Accept-Encoding, ${PAGE_VARY}`
      : 'Accept-Encoding';
    const variant = acceptedEncodings(request.headers['accept-encoding']).find(([, ext]) =>
      existsSync(file + ext),
    );
    if (variant) {
      headers['Content-Encoding'] = variant[0];
      body = file + variant[1];
    }
  }
  headers['Content-Length'] = statSync(body).size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else createReadStream(body).pipe(response);
});

// --port 0 takes a free port; the line below names it (scripts/delivery-check.mjs reads it).
server.listen(Number(values.port), values.host, () => {
  pageHints.warm(readJson(runtimeFile('remotes.json')));
  console.log(
    `[static] ${path.relative(process.cwd(), root) || '.'} on http://${values.host}:${server.address().port}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
