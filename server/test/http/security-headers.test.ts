import { ACCESS_KEY, useHarness } from '../support/harness';

// Helmet's headers, exactly as @fastify/helmet sent them, on an answer, a refusal and an unknown route (the
// middleware is built once in http/security-headers; this holds it to the same headers and values).
const h = useHarness();

const HELMET = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

test.each([
  ['an answer', '/api/v1/ip', { 'x-access-key': ACCESS_KEY }, 200],
  ['a refusal before the handler', '/api/v1/ip', {}, 403],
  ['an unknown route', '/api/v1/no-such-call', { 'x-access-key': ACCESS_KEY }, 404],
])('%s carries the security headers', async (_name, url, headers, status) => {
  const answer = await h.app.inject({ url, headers });
  expect(answer.statusCode).toBe(status);
  expect(answer.headers).toMatchObject(HELMET);
  expect(answer.headers['x-powered-by']).toBeUndefined();
});

test('a cross-origin preflight is answered for 2 hours, so calls are not asked about again each time', async () => {
  const answer = await h.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/user/getUserDetails',
    headers: {
      origin: 'http://127.0.0.1:3000',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-access-key',
    },
  });
  expect(answer.statusCode).toBe(204);
  expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  expect(answer.headers['access-control-max-age']).toBe('7200');
});
