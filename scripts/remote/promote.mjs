#!/usr/bin/env node
// pnpm remote:promote <remote> <release> [--env integration|production]: puts a release live after the gate
// (gate.mjs); a refused release changes nothing and exits non-zero, naming the failed check.
// pnpm remote:promote --check-host [host/dist] [--env …]: the other direction, before a host build goes live:
// every live remote is checked against that host build's portal-host.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/toolchain.mjs';
import { compatibility, gateRelease, printChecks } from './gate.mjs';
import { appendHistory } from './history.mjs';
import {
  assertRemote,
  environment,
  readRemotes,
  releaseOfUrl,
  releaseUrl,
  scopeOf,
  writeRemotesAtomically,
} from './store.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: 'integration' },
    'check-host': { type: 'boolean', default: false },
  },
});

const label = (url) => releaseOfUrl(url) ?? url;

const promote = async (env, remote, id) => {
  assertRemote(remote);
  const remotes = readRemotes(env);
  const scope = scopeOf(remote);
  const from = remotes[scope];
  const to = releaseUrl(env.hostUrl, remote, id);
  if (from === to) {
    console.log(`[promote] ${remote} ${id} is already live in ${env.name}`);
    return 0;
  }
  console.log(`[promote] ${remote} ${id} → ${env.name}: checking`);
  const checks = await gateRelease(env, remote, id);
  printChecks(checks);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    console.error(`[promote] refused: ${failed.map((c) => `${c.name}: ${c.detail}`).join('; ')}`);
    return 1;
  }
  // Read again: the file may have moved while the smoke load ran; only this remote's entry changes.
  writeRemotesAtomically(env, { ...readRemotes(env), [scope]: to });
  appendHistory({ action: 'promote', env: env.name, file: env.file, remote, from, to });
  console.log(`[promote] ${remote} in ${env.name}: ${label(from)} → ${id}`);
  return 0;
};

/** Every live remote of the environment against a host build (default host/dist) before that host goes live. */
const checkHost = async (env, hostDir = path.join(repoRoot, 'host/dist')) => {
  const host = JSON.parse(readFileSync(path.join(hostDir, 'portal-host.json'), 'utf8'));
  let refused = 0;
  for (const [scope, url] of Object.entries(readRemotes(env))) {
    const manifest = await fetch(url, { cache: 'no-store' }).then(
      (response) => (response.ok ? response.json() : undefined),
      () => undefined,
    );
    const checks = manifest
      ? compatibility(host, manifest)
      : [{ name: 'manifest', ok: false, detail: `${url} did not answer` }];
    console.log(`[check-host] ${scope} (${label(url)})`);
    printChecks(checks);
    if (checks.some((c) => !c.ok)) refused += 1;
  }
  if (refused)
    console.error(`[check-host] refused: ${refused} live remote(s) would not run on this host build`);
  return refused ? 1 : 0;
};

const main = async () => {
  const env = environment(values.env);
  if (values['check-host']) return checkHost(env, positionals[0] && path.resolve(positionals[0]));
  const [remote, id] = positionals;
  if (!remote || !id)
    throw new Error('usage: pnpm remote:promote <remote> <release> [--env integration|production]');
  return promote(env, remote, id);
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[promote] ${error.message}`);
    process.exit(1);
  },
);
