#!/usr/bin/env node
// pnpm remote:releases [remote] [--env …]: the releases of each remote, which one is live, and the switches.
import { parseArgs } from 'node:util';
import { readHistory } from './history.mjs';
import { REMOTE_APPS, environment, listReleases, readRemotes, releaseOfUrl, scopeOf } from './store.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string', multiple: true } },
});

/** The live remotes.json of each environment that can be read here. */
const liveByEnv = () =>
  (values.env ?? ['integration', 'production']).flatMap((name) => {
    try {
      const env = environment(name);
      return [{ name, remotes: readRemotes(env) }];
    } catch {
      return [];
    }
  });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const main = () => {
  const envs = liveByEnv();
  const remotes = positionals.length ? positionals : REMOTE_APPS;
  for (const remote of remotes) {
    const releases = listReleases(remote);
    console.log(`${remote}`);
    for (const { name, remotes: live } of envs) {
      const url = live[scopeOf(remote)];
      console.log(`  live in ${name}: ${releaseOfUrl(url) ?? url ?? '-'}`);
    }
    for (const r of releases) {
      const live = envs.filter((e) => releaseOfUrl(e.remotes[scopeOf(remote)]) === r.id).map((e) => e.name);
      console.log(
        `  ${r.id}  ${r.builtAt}  contract ${r.contractVersion}  kit ${r.kitVersion}  ${kib(r.gzipBytes)} gz  ${r.commit.replace(/^(\w{12})\w*/, '$1')}${live.length ? `  LIVE: ${live.join(', ')}` : ''}`,
      );
    }
    if (!releases.length) console.log('  (no releases)');
  }
  const history = readHistory().filter((e) => remotes.includes(e.remote));
  if (history.length) console.log('\nhistory');
  for (const e of history)
    console.log(
      `  ${e.at}  ${e.env}  ${e.action.padEnd(8)} ${e.remote}  ${releaseOfUrl(e.from) ?? e.from} → ${releaseOfUrl(e.to) ?? e.to}  by ${e.who}`,
    );
};

main();
