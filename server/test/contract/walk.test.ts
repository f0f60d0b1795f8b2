import * as v from 'valibot';
import type { EndpointDefinition } from '@portal/shared/contract';
import { endpoints } from '../../src/contract';
import { ACCESS_KEY, useHarness } from '../support/harness';
import { type Sample, multipart } from './sample';
import { authSamples, shellSamples } from './samples-auth-shell';
import { passkeySamples } from './samples-passkeys';
import { cardsSamples, cryptoSamples, exchangeSamples, walletsSamples } from './samples-money';
import { contentSamples, kycProfileSamples, listsSamples, statementsSamples } from './samples-profile';
import { type World, buildWorld } from './world';

// Issue 3 "Done when": every call answers per its schema. Each endpoint of the contract table gets one valid
// call (samples-*.ts) and its answer is parsed with the endpoint's answer schema; binary answers are checked
// for status and content type. A new endpoint without a sample fails this test.
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
  ...statementsSamples,
  ...passkeySamples,
};
const table = Object.values(endpoints) as EndpointDefinition[];

test('every endpoint of the table has a sample, and every sample an endpoint', () => {
  expect(table.filter((e) => !samples[e.id]).map((e) => e.id)).toEqual([]);
  expect(Object.keys(samples).filter((id) => !table.some((e) => e.id === id))).toEqual([]);
});

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

const callSample = async (w: World, e: EndpointDefinition, sample: Sample) => {
  const token = sample.token ? await sample.token(w) : w.as[sample.as ?? 'personal']!.token;
  const headers: Record<string, string> = {
    'x-access-key': ACCESS_KEY,
    ...(sample.headers ? await sample.headers(w) : {}),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const search = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const url = `/api/v1/${fill(e.path, sample.params?.(w) ?? {})}${search}`;
  const body = (await sample.body?.(w)) ?? {};
  if (e.files) {
    const form = multipart(body as Record<string, unknown>, sample.files ?? {});
    return h.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  return h.app.inject({
    method: e.method,
    url,
    headers,
    ...(e.method === 'POST' ? { payload: body as object } : {}),
  });
};

test('every endpoint answers a valid call per its answer schema', async () => {
  const w = await buildWorld(h);
  const failures: string[] = [];
  for (const e of table) {
    const sample = samples[e.id];
    if (!sample) continue;
    const res = await callSample(w, e, sample).catch((error: Error) => error);
    if (res instanceof Error) {
      failures.push(`${e.id}: sample failed: ${res.message}`);
      continue;
    }
    const type = String(res.headers['content-type'] ?? '');
    if (e.binary) {
      if (res.statusCode !== 200 || !/^(image|application\/pdf)/.test(type))
        failures.push(`${e.id}: binary ${res.statusCode} ${type} ${res.body.slice(0, 150)}`);
      continue;
    }
    const json = type.includes('json') ? res.json() : null;
    if (json?.code !== (sample.code ?? '200')) {
      failures.push(`${e.id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      continue;
    }
    const parsed = v.safeParse(e.answer as v.GenericSchema, json);
    if (!parsed.success)
      failures.push(
        `${e.id}: schema ${parsed.issues
          .slice(0, 3)
          .map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`)
          .join('; ')}`,
      );
  }
  expect(failures).toEqual([]);
}, 120_000);
