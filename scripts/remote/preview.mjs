#!/usr/bin/env node
// pnpm remote:preview <remote> <release> [--ttl 3600] [--env …]: prints a signed, expiring link with which one
// browser runs that release of the remote while everyone else stays on the live one (docs/decisions/).
import { parseArgs } from 'node:util';
import { createPreviewToken, previewSecret } from './preview-token.mjs';
import { assertRemote, environment, readRelease } from './store.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string', default: 'integration' }, ttl: { type: 'string', default: '3600' } },
});

try {
  const [remote, id] = positionals;
  if (!remote || !id) throw new Error('usage: pnpm remote:preview <remote> <release> [--ttl seconds]');
  assertRemote(remote);
  if (!readRelease(remote, id)) throw new Error(`${remote} has no release ${id} in .releases/`);
  const ttlSeconds = Number(values.ttl);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > 7 * 86_400)
    throw new Error('--ttl must be a number of seconds, at most 7 days');
  const env = environment(values.env);
  const secret = previewSecret(env.secretFile);
  if (!secret)
    throw new Error(`no preview secret at ${env.secretFile}: start the environment (npm start) first`);
  console.log(`[preview] ${remote} ${id} for ${ttlSeconds} s; open in the browser that should preview it:`);
  console.log(`${env.hostUrl}/?preview=${createPreviewToken(secret, { remote, release: id, ttlSeconds })}`);
} catch (error) {
  console.error(`[preview] ${error.message}`);
  process.exit(1);
}
