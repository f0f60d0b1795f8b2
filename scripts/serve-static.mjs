#!/usr/bin/env node
// A static server with the cache rules of a real deployment, for one built app (host or remote):
//   no-cache  for remotes.json, config.json, mf-manifest.json, remoteEntry.js, index.html and unhashed entries
//   immutable for content-hashed chunks (they are never deleted on redeploy, so old pages keep working)
// CORS is open so the host on another origin can load a remote. SPA fallback to index.html for routes.
// Usage: node scripts/serve-static.mjs --dir host/dist --port 3000 [--file /remotes.json=path/to/remotes.json]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    file: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-static --dir DIR --port PORT [--file /url=path]');
  process.exit(2);
}
const root = path.resolve(values.dir);
const overrides = new Map(values.file.map((spec) => spec.split('=')).map(([url, file]) => [url, path.resolve(file)]));

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

const cacheControl = (file) => (HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

const resolveFile = (urlPath) => {
  const override = overrides.get(urlPath);
  if (override) return override;
  const candidate = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
  if (!candidate.startsWith(root)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // Client-side routes (no file extension) get the app page.
  if (!path.extname(urlPath)) return path.join(root, 'index.html');
  return undefined;
};

const server = createServer((request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    // A malformed escape (/%E0%A4%A) is the caller's error: answer it, never let it stop the server.
    response.writeHead(400, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Bad request');
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const file = resolveFile(urlPath);
  if (!file || !existsSync(file)) {
    response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`[static] ${path.relative(process.cwd(), root) || '.'} on http://${values.host}:${values.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
