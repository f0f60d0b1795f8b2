import { connect } from 'node:net';
import type { EndpointDefinition } from '@portal/shared/contract';
import { endpoints } from '../../src/contract';
import type { Sample } from '../contract/sample';
import { cardsSamples, cryptoSamples, exchangeSamples, walletsSamples } from '../contract/samples-money';
import { buildWorld } from '../contract/world';
import { ACCESS_KEY, call, useHarness } from '../support/harness';
import { funded, post, prepare } from '../wallets-kit';

// Issue 22 "Anonymous bodies stall everyone" and "500s on malformed input": the access key and the token are
// checked before the body is read, JSON nesting is capped (400 naming the body), JSON bodies are small.
const h = useHarness();
beforeEach(() => prepare(h));
const PORT = 4603;
const samples: Record<string, Sample> = {
  ...walletsSamples,
  ...cryptoSamples,
  ...cardsSamples,
  ...exchangeSamples,
};

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const raw = (path: string, payload: string, headers: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

test('a wrong access key or a missing token is refused before the body is parsed', async () => {
  const invalid = '{"email_id": ';
  const noKey = await raw('user/auth/login', invalid, { 'x-access-key': 'wrong' });
  expect([noKey.statusCode, noKey.json().code]).toEqual([403, '403']);
  const noToken = await raw('user/account/transfer-wallet-to-account', invalid, {
    'x-access-key': ACCESS_KEY,
  });
  expect([noToken.statusCode, noToken.json().code]).toEqual([401, '401']);
  const deep = await raw('user/auth/login', nested(500_000), { 'x-access-key': 'wrong' });
  expect(deep.statusCode).toBe(403);
});

test('an anonymous caller announcing a 1 MB body is answered without the server waiting for the body', async () => {
  await h.app.listen({ port: PORT, host: '127.0.0.1' });
  const socket = connect(PORT, '127.0.0.1');
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\r\n\r\n')) resolve(text);
    });
    setTimeout(() => resolve(`no answer yet: ${text}`), 5_000);
  });
  socket.write(
    'POST /api/v1/user/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'x-access-key: wrong\r\nContent-Length: 1000000\r\n\r\n[[[[',
  );
  const text = await answer;
  socket.destroy();
  expect(text).toMatch(/^HTTP\/1\.1 403 /);
});

test('JSON nested 5,000 and 500,000 deep is a 4xx naming the body on every money endpoint, with or without Idempotency-Key', async () => {
  const w = await buildWorld(h);
  const answers: string[] = [];
  const money = (Object.values(endpoints) as EndpointDefinition[]).filter((e) => e.moneyMoving && !e.files);
  for (const e of money) {
    const sample = samples[e.id]!;
    const token = sample.token ? await sample.token(w) : w.as[sample.as ?? 'personal']!.token;
    const headers = { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` };
    // A valid call with one extra field the schema would drop: the body as a whole must still be refused.
    const valid = JSON.stringify((await sample.body?.(w)) ?? {});
    for (const depth of [5_000, 500_000])
      for (const key of [{}, { 'idempotency-key': `deep-${e.id}-${depth}` }] as Record<string, string>[])
        for (const payload of [nested(depth), `{"x_deep":${nested(depth)},${valid.slice(1)}`]) {
          const res = await raw(e.path, payload, { ...headers, ...key });
          answers.push(`${e.id} ${depth} ${res.statusCode} ${res.json().message}`);
        }
  }
  // 500,000 deep is over the JSON size limit (413), 5,000 deep over the nesting limit (400): both name the body.
  expect(answers.filter((a) => !/ (400|413) body: /.test(a))).toEqual([]);
  expect(answers.filter((a) => / 5000 400 body: /.test(a))).toHaveLength(money.length * 4);
}, 120_000);

test('updateCustomer with a deeply nested customer_broker is a 400 naming the body, not a 500', async () => {
  const { token } = await funded(h);
  const res = await raw(
    'user/account/updateCustomer',
    `{"user_id":1,"customer_name":"A","customer_name_2":"B","customer_broker":${nested(5_000)}}`,
    { 'x-access-key': ACCESS_KEY, authorization: `Bearer ${token}` },
  );
  expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^body: /)]);
  // A shallow value still reaches the handler (which refuses it for its own reason, not the parser's).
  const shallow = await post(h, token, 'user/account/updateCustomer', {
    user_id: 1,
    customer_name: 'A',
    customer_name_2: 'B',
    customer_broker: [[['x']]],
  });
  expect(shallow.json.message).not.toMatch(/^body: /);
});

test('a JSON body is limited to 64 KiB (413 naming the body); uploads keep their own limit', async () => {
  const res = await call(h, 'POST', 'user/auth/forgot-password', {
    body: { email_id: 'a@b.co', padding: 'x'.repeat(70_000) },
  });
  expect([res.status, res.json.message]).toEqual([413, expect.stringMatching(/^body: /)]);
  const small = await call(h, 'POST', 'user/auth/forgot-password', { body: { email_id: 'a@b.co' } });
  expect(small.status).toBe(200);
});
