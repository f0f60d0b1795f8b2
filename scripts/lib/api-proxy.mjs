// `serve-static --api ORIGIN`: the host's server passes /api/ to the API, as nginx does in the cluster, so the
// portal calls its own origin: no second connection and no CORS preflight before the first calls of a page.
import { request as httpRequest } from 'node:http';

// Hop-by-hop headers belong to one connection, never forwarded (RFC 9110 §7.6.1).
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.has(name)));

// As nginx: a bare 502, no envelope, so the portal shows its own translated "try again later" message.
const unavailable = (response) => {
  if (response.headersSent) return void response.destroy();
  response
    .writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end('Bad gateway');
};

/** A handler for `/api/…` requests (true when it took the request), or none without an API origin. */
export const createApiProxy = (origin) => {
  if (!origin) return () => false;
  const target = new URL(origin);
  return (request, response) => {
    if (!request.url?.startsWith('/api/')) return false;
    let answered = false;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // As nginx: the client's address replaces any X-Forwarded-For it sent (the API trusts loopback).
        headers: {
          ...forwardable(request.headers),
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        answered = true;
        // The API closes a connection whose upload it refused unread: this one closes too.
        if (answer.headers.connection === 'close') response.shouldKeepAlive = false;
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    // After an answer, a write error is the rest of a refused upload: the answer still goes out whole.
    upstream.on('error', () => {
      if (!answered) unavailable(response);
    });
    request.on('error', () => upstream.destroy());
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
    return true;
  };
};
