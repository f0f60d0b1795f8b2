import type { EndpointDefinition } from '@portal/shared/contract';
import { endpoints } from '../../src/contract';
import { type Sample, multipart } from '../contract/sample';
import { authSamples, shellSamples } from '../contract/samples-auth-shell';
import { cardsSamples, cryptoSamples, exchangeSamples, walletsSamples } from '../contract/samples-money';
import { contentSamples, kycProfileSamples, listsSamples } from '../contract/samples-profile';
import { type World, buildWorld } from '../contract/world';
import { ACCESS_KEY, useHarness } from '../support/harness';

// Issue 9 "Bad input": every request schema of the contract, walked field by field with malformed values
// (ids ≥ 2^31, overlong text, NUL, lone surrogates, a 41-digit phone, wrong types), starting from each
// endpoint's valid sample call. No answer may be a 500.
const h = useHarness();
const samples: Record<string, Sample> = {
  ...authSamples,
  ...shellSamples,
  ...walletsSamples,
  ...cryptoSamples,
  ...cardsSamples,
  ...exchangeSamples,
  ...listsSamples,
  ...contentSamples,
  ...kycProfileSamples,
};
// The dev admin endpoint runs CLI commands (a back-office tool, absent in production): walked with strings only.
const table = (Object.values(endpoints) as EndpointDefinition[]).filter((e) => !e.id.startsWith('dev.admin'));

const MALFORMED: unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  '2147483648',
  '99999999999999999999',
  '-5',
  'x'.repeat(300),
  'y'.repeat(5000),
  'z'.repeat(70_000),
  'a\u0000b',
  '\u0000',
  'lone \ud800 surrogate',
  '\udc00',
  '1'.repeat(41),
  '1.12345678901234567890',
  '1e400',
  'NaN',
  '',
  '   ',
  null,
  true,
  [],
  ['a'],
  { nested: 'x' },
  '<script>alert(1)</script>',
];
const PARAM_MALFORMED = [
  '2147483648',
  '99999999999999999999',
  '0',
  '-1',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(300),
  '1.5',
  '%00',
];

const fill = (path: string, params: Record<string, string | number>, raw?: Record<string, string>) =>
  path.replace(
    /:([A-Za-z_]+)/g,
    (_, name: string) => raw?.[name] ?? encodeURIComponent(String(params[name])),
  );

const fieldsOf = (e: EndpointDefinition, body: Record<string, unknown>): string[] => {
  const entries = (e.body as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  return [...new Set([...Object.keys(entries), ...Object.keys(body)])];
};

test('every request schema, walked with malformed values, never answers 500', async () => {
  const w: World = await buildWorld(h);
  let tried = 0;
  const failures: string[] = [];
  const send = async (
    e: EndpointDefinition,
    sample: Sample,
    body: Record<string, unknown>,
    raw?: Record<string, string>,
  ) => {
    const token = sample.token ? await sample.token(w) : w.as[sample.as ?? 'personal']!.token;
    const headers: Record<string, string> = {
      'x-access-key': ACCESS_KEY,
      ...(sample.headers ? await sample.headers(w) : {}),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const url = `/api/v1/${fill(e.path, sample.params?.(w) ?? {}, raw)}`;
    tried += 1;
    const res = e.files
      ? await h.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': multipart(body, sample.files ?? {}).contentType },
          payload: multipart(body, sample.files ?? {}).payload,
        })
      : await h.app.inject({
          method: e.method,
          url,
          headers,
          ...(e.method === 'POST' ? { payload: body as object } : {}),
        });
    if (res.statusCode >= 500 && res.statusCode !== 501)
      failures.push(
        `${e.id} ${JSON.stringify(body).slice(0, 120)} ${JSON.stringify(raw ?? {})} → ${res.statusCode} ${res.body.slice(0, 120)}`,
      );
  };
  for (const e of table) {
    const sample = samples[e.id];
    if (!sample) continue;
    const base = ((await sample.body?.(w)) ?? {}) as Record<string, unknown>;
    if (e.method === 'POST' && e.body) {
      for (const field of fieldsOf(e, base)) {
        for (const value of MALFORMED) {
          // A multipart form carries text only: objects and arrays are sent as their text.
          await send(e, sample, {
            ...base,
            [field]: e.files && typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
          });
        }
      }
    }
    for (const name of [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)) {
      for (const value of PARAM_MALFORMED) await send(e, sample, base, { [name]: value });
    }
  }
  console.log(
    `fuzz: ${tried} malformed requests over ${table.length} endpoints, ${failures.length} answered 500`,
  );
  expect(tried).toBeGreaterThan(3000);
  expect(failures).toEqual([]);
}, 600_000);

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** The body with `field` set to raw JSON text (placed first): a known field, or an unknown one the schema drops. */
const withFirst = (body: Record<string, unknown>, field: string, json: string) => {
  const rest = Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(field)}:${json}${tail === '}' ? '' : ','}${tail}`;
};

// Issue 22: deeply nested JSON (whole body and one field, 5,000 and 500,000 deep) and deep or malformed multipart
// (a deeply nested text field, no boundary, no closing boundary), each with and without an Idempotency-Key.
test('deep nesting and malformed multipart, with and without Idempotency-Key, never answer 500', async () => {
  const w: World = await buildWorld(h);
  let tried = 0;
  const failures: string[] = [];
  for (const e of table.filter((entry) => entry.method === 'POST' && entry.body)) {
    const sample = samples[e.id];
    if (!sample) continue;
    const token = sample.token ? await sample.token(w) : w.as[sample.as ?? 'personal']!.token;
    const base = ((await sample.body?.(w)) ?? {}) as Record<string, unknown>;
    const field = fieldsOf(e, base)[0] ?? 'x';
    const url = `/api/v1/${fill(e.path, sample.params?.(w) ?? {})}`;
    const bodies: [string, string | Buffer][] = e.files
      ? [
          ['multipart/form-data', 'abc'],
          [
            'multipart/form-data; boundary=----x',
            '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          ],
          ...[5_000, 500_000].map((depth): [string, Buffer] => {
            const form = multipart({ ...base, [field]: deep(depth) }, sample.files ?? {});
            return [form.contentType, form.payload];
          }),
        ]
      : [5_000, 500_000].flatMap((depth): [string, string][] => [
          ['application/json', deep(depth)],
          ['application/json', withFirst(base, field, deepObject(depth))],
          ['application/json', withFirst(base, 'x_deep', deepObject(depth))],
        ]);
    for (const [type, payload] of bodies)
      for (const key of [{}, { 'idempotency-key': `deep-${tried}` }]) {
        tried += 1;
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: {
            'x-access-key': ACCESS_KEY,
            ...(sample.headers ? await sample.headers(w) : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...key,
            'content-type': type,
          },
          payload,
        });
        if (res.statusCode >= 500 && res.statusCode !== 501)
          failures.push(
            `${e.id} ${type} ${String(payload).slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
  }
  console.log(`fuzz: ${tried} deep or malformed bodies, ${failures.length} answered 500`);
  expect(tried).toBeGreaterThan(500);
  expect(failures).toEqual([]);
}, 600_000);
