import { buildApp } from '../../src/app';
import { parseTrustProxy } from '../../src/config';
import { ACCESS_KEY, makeUser, testConfig, useHarness } from '../support/harness';

// Issue 20: client addresses come from the configured trusted proxies (TRUST_PROXY), never from any caller's
// header. The IP echo and the rate-limit key are the same address.
const LIMIT = 3;
const PROXY = '10.20.0.5';
const h = useHarness({ rateLimit: { max: LIMIT, timeWindowMs: 60_000 }, trustProxy: ['10.20.0.0/16'] });

type Via = { peer: string; forwardedFor?: string; proxySecret?: string };
const headers = (via: Via) => ({
  'x-access-key': ACCESS_KEY,
  ...(via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {}),
  ...(via.proxySecret ? { 'x-proxy-secret': via.proxySecret } : {}),
});
const echo = async (app: typeof h.app, via: Via) =>
  (
    await app.inject({ method: 'GET', url: '/api/v1/ip', remoteAddress: via.peer, headers: headers(via) })
  ).json().data.ip as string;
const login = async (app: typeof h.app, via: Via, email: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: via.peer,
      headers: headers(via),
      payload: { email_id: email, password: 'Wrong-pass1' },
    })
  ).statusCode;
const spend = async (app: typeof h.app, via: Via, email: string) => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) statuses.push(await login(app, via, email));
  return statuses;
};
const SPENT = [...Array(LIMIT).fill(200), 429];

test('without TRUST_PROXY a forwarded address is ignored: echo and rate-limit key are the peer', async () => {
  const app = await buildApp({
    db: h.database.db,
    config: testConfig({ rateLimit: { max: LIMIT, timeWindowMs: 60_000 } }),
  });
  const user = await makeUser(h);
  expect(await echo(app, { peer: '192.0.2.7', forwardedFor: '203.0.113.1' })).toBe('192.0.2.7');
  // A new spoofed address on every call does not open a new bucket.
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1)
    statuses.push(await login(app, { peer: '192.0.2.8', forwardedFor: `203.0.113.${i + 10}` }, user.email));
  expect(statuses).toEqual(SPENT);
  await app.close();
});

test('an untrusted peer cannot name its own address even when proxies are configured', async () => {
  const user = await makeUser(h);
  expect(await echo(h.app, { peer: '192.0.2.9', forwardedFor: '203.0.113.2' })).toBe('192.0.2.9');
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1)
    statuses.push(
      await login(h.app, { peer: '192.0.2.10', forwardedFor: `203.0.113.${i + 20}` }, user.email),
    );
  expect(statuses).toEqual(SPENT);
});

test('behind a trusted proxy each client has its own address and its own bucket', async () => {
  const user = await makeUser(h);
  expect(await echo(h.app, { peer: PROXY, forwardedFor: '203.0.113.3' })).toBe('203.0.113.3');
  // The client a chain of trusted proxies names; whatever the client itself claimed before them is not believed.
  expect(await echo(h.app, { peer: PROXY, forwardedFor: '198.51.100.1, 203.0.113.4, 10.20.0.6' })).toBe(
    '203.0.113.4',
  );
  expect(await spend(h.app, { peer: PROXY, forwardedFor: '203.0.113.5' }, user.email)).toEqual(SPENT);
  expect(await login(h.app, { peer: PROXY, forwardedFor: '203.0.113.6' }, user.email)).toBe(200);
});

test('TRUST_PROXY takes addresses and CIDRs only (anything that would trust every caller stops the start)', () => {
  expect(parseTrustProxy(undefined)).toEqual([]);
  expect(parseTrustProxy(' 10.0.0.1, 10.20.0.0/16 ,::1,fd00::/8,loopback')).toEqual([
    '10.0.0.1',
    '10.20.0.0/16',
    '::1',
    'fd00::/8',
    'loopback',
  ]);
  for (const wrong of ['true', '*', '2', '10.0.0.0/33', 'proxy.example'])
    expect(() => parseTrustProxy(wrong)).toThrow(/TRUST_PROXY/);
});

test('with PROXY_SECRET only the balancer names the client: a local process on its address cannot', async () => {
  const secret = 'balancer-secret-0123456789';
  const app = await buildApp({
    db: h.database.db,
    config: testConfig({
      rateLimit: { max: LIMIT, timeWindowMs: 60_000 },
      trustProxy: ['loopback'],
      proxySecret: secret,
    }),
  });
  const user = await makeUser(h);
  expect(await echo(app, { peer: '127.0.0.1', forwardedFor: '203.0.113.30', proxySecret: secret })).toBe(
    '203.0.113.30',
  );
  // The same loopback peer without the secret, or with a wrong one: its own address, whatever it claims.
  expect(await echo(app, { peer: '127.0.0.1', forwardedFor: '203.0.113.31' })).toBe('127.0.0.1');
  expect(
    await echo(app, { peer: '127.0.0.1', forwardedFor: '203.0.113.32', proxySecret: `${secret}x` }),
  ).toBe('127.0.0.1');
  // A new claimed address on every call does not open a new bucket.
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1)
    statuses.push(await login(app, { peer: '127.0.0.1', forwardedFor: `203.0.113.${i + 40}` }, user.email));
  expect(statuses).toEqual(SPENT);
  await app.close();
});
