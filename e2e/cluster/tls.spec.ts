import tls from 'node:tls';
import { expect, test } from '@playwright/test';

import { CLUSTER } from '../pages/cluster';

/** Issue 45, TLS at nginx (decision 157), as a client on the network sees it: HTTPS only (plain HTTP gets the way
 * there, or a refusal for a request with a body), HSTS on every answer, TLS 1.2 and newer with HTTP/2, and the
 * portal's one https origin in everything that names it. This worker's Node trusts the cluster's local CA
 * (NODE_EXTRA_CA_CERTS, cluster-https.ts): each call below also checks the certificate's chain and names. */
const origin = process.env.CLUSTER_ORIGIN ?? 'https://127.0.0.1:8080';
const { hostname, port } = new URL(origin);
const plain = `http://${hostname}:${Number(port) + 1}`;
const accessKey = { 'x-access-key': process.env.E2E_ACCESS_KEY ?? '' };

test('plain HTTP: GET and HEAD are sent to HTTPS, anything else is refused', CLUSTER, async () => {
  for (const base of [plain, `http://${hostname}:${port}`])
    for (const method of ['GET', 'HEAD']) {
      const answer = await fetch(`${base}/wallets/fiat?tab=eur`, { method, redirect: 'manual' });
      expect([base, method, answer.status, answer.headers.get('location')]).toEqual([
        base,
        method,
        301,
        `${origin}/wallets/fiat?tab=eur`,
      ]);
    }
  const post = await fetch(`${plain}/api/v1/user/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(post.status).toBe(403);
  expect(await post.text()).toContain(`HTTPS only: send the request to ${origin}/api/v1/user/auth/login`);
});

test('every HTTPS answer carries HSTS once, the API answers included', CLUSTER, async () => {
  const manifest = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const urls = [`${origin}/`, `${origin}/remotes.json`, Object.values(manifest)[0]!, `${origin}/no-such.js`];
  const answers = await Promise.all(urls.map((url) => fetch(url)));
  answers.push(await fetch(`${origin}/api/v1/ip`, { headers: accessKey }));
  // The local certificate's value (a day): no preload, and no year-long pin on a host that also runs `npm start`.
  expect(answers.map((answer) => answer.headers.get('strict-transport-security'))).toEqual(
    Array(urls.length + 1).fill('max-age=86400'),
  );
});

test('TLS 1.2 and 1.3 with HTTP/2 offered; TLS 1.1 refused', CLUSTER, async () => {
  const handshake = (options: tls.ConnectionOptions) =>
    new Promise<{ protocol: string | null; alpn: string | false | null }>((resolve, reject) => {
      const socket = tls.connect({ host: hostname, port: Number(port), ...options });
      socket.once('secureConnect', () => {
        resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
        socket.end();
      });
      socket.once('error', reject);
    });
  const alpn = { ALPNProtocols: ['h2', 'http/1.1'] };
  expect(await handshake(alpn)).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
  expect(await handshake({ ...alpn, maxVersion: 'TLSv1.2' })).toEqual({ protocol: 'TLSv1.2', alpn: 'h2' });
  // The client allows TLS 1.1 (OpenSSL 3 refuses it itself above security level 0): the refusal is nginx's alert.
  const old = { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' } as const;
  await expect(handshake(old)).rejects.toThrow(/alert protocol version/);
});

test('the page, the API, CORS and e-mailed links all name the https origin', CLUSTER, async () => {
  const config = (await (await fetch(`${origin}/config.json`)).json()) as { apiBaseUrl: string };
  expect(config.apiBaseUrl).toBe(origin);
  const manifest = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  expect(Object.values(manifest).filter((url) => !url.startsWith(`${origin}/remotes/`))).toEqual([]);
  const preflight = (from: string) =>
    fetch(`${origin}/api/v1/ip`, {
      method: 'OPTIONS',
      headers: { origin: from, 'access-control-request-method': 'GET' },
    }).then((answer) => answer.headers.get('access-control-allow-origin'));
  expect(await preflight(origin)).toBe(origin);
  expect(await preflight(`http://${hostname}:${port}`)).toBeNull();
  // A registration with a known address e-mails its owner a sign-in link (decision 139).
  const owner = 'personal@demo.portal';
  const registered = await fetch(`${origin}/api/v1/user/auth/register/personal`, {
    method: 'POST',
    headers: { ...accessKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Eve',
      last_name: 'Other',
      email_id: owner,
      country_code: '44',
      phone_number: '7700900123',
      password: 'Squatt3rPass!',
    }),
  });
  expect(registered.status).toBe(200);
  const outbox = (await (
    await fetch(`${origin}/api/v1/dev/outbox/${encodeURIComponent(owner)}`, { headers: accessKey })
  ).json()) as { data: { body: string }[] };
  expect(outbox.data.filter((mail) => mail.body.includes(`sign in at ${origin}/login`))).toHaveLength(1);
});
