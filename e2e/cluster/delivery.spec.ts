import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';

import { clusterFiles, readState } from '../faults/cluster-state';
import { CLUSTER } from '../pages/cluster';

const origin = process.env.CLUSTER_ORIGIN ?? 'https://127.0.0.1:8080';

// nginx as a visitor sees it: every hashed chunk with brotli and gzip, Vary, the cache rules, the page's CSP and
// frame protection, no source map, and none of the API processes' own endpoints (scripts/delivery-check.mjs).
test('nginx delivers every dist as the README says and keeps metrics private', CLUSTER, async () => {
  const { stdout } = await promisify(execFile)('node', ['scripts/delivery-check.mjs', '--cluster', origin], {
    cwd: path.resolve(__dirname, '../..'),
  }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  expect(stdout).toMatch(/delivery: \d{3,} files checked \(br \+ gzip\), 0 problem\(s\)/);
});

test('API answers through nginx name their request id and the caller', CLUSTER, async ({ request }) => {
  const headers = { 'x-access-key': process.env.E2E_ACCESS_KEY ?? '' };
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => request.get(`${origin}/api/v1/ip`, { headers })),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  }
  // The client address is nginx's view of the caller, not the balancer's own.
  expect((await answers[0]!.json()).data.ip).toBe('127.0.0.1');
});

test('the access log gives each request its time in milliseconds', CLUSTER, async ({ request }) => {
  const headers = { 'x-access-key': process.env.E2E_ACCESS_KEY ?? '' };
  const started = Date.now();
  const answer = await request.get(`${origin}/api/v1/ip`, { headers });
  const elapsed = Date.now() - started;
  const id = answer.headers()['x-request-id']!;
  const accessLog = () => readFileSync(clusterFiles(Number(new URL(origin).port)).accessLog, 'utf8');
  // nginx writes the line once the answer is sent: wait for it.
  await expect.poll(() => accessLog().includes(id)).toBe(true);
  const line = accessLog()
    .split('\n')
    .find((entry) => entry.includes(id));
  const { ms } = JSON.parse(line!) as { ms: number };
  expect(Number.isInteger(ms)).toBe(true);
  expect(ms).toBeGreaterThanOrEqual(0);
  expect(ms).toBeLessThanOrEqual(elapsed);
});

/** A direct call to an API port, as any local process could make, claiming another client address. */
const directIp = async (request: APIRequestContext, extra: Record<string, string>) => {
  const { children } = readState(Number(new URL(origin).port));
  const headers = {
    'x-access-key': process.env.E2E_ACCESS_KEY ?? '',
    'x-forwarded-for': '203.0.113.77',
    ...extra,
  };
  const answer = await request.get(`http://127.0.0.1:${children['api-1']!.port}/api/v1/ip`, { headers });
  return (await answer.json()).data.ip as string;
};

test(
  'a local process calling an API port directly cannot choose its client address',
  CLUSTER,
  async ({ request }) => {
    const files = clusterFiles(Number(new URL(origin).port));
    const { proxy } = JSON.parse(readFileSync(files.secrets, 'utf8')) as { proxy: string };
    expect(await directIp(request, {})).toBe('127.0.0.1');
    expect(await directIp(request, { 'x-proxy-secret': 'guessed' })).toBe('127.0.0.1');
    // Only with the balancer's secret, which nginx sends and nobody else has.
    expect(await directIp(request, { 'x-proxy-secret': proxy })).toBe('203.0.113.77');
    const nginxConf = readFileSync(path.join(path.dirname(files.state), 'nginx.conf'), 'utf8');
    expect(nginxConf).toContain(`proxy_set_header X-Proxy-Secret "${proxy}";`);
  },
);
