#!/usr/bin/env node
// pnpm remote:rollback <remote> [--env integration|production]: back to the release that was live before the
// current one, in one step (same atomic switch, recorded). No gate: the target was live and working moments ago,
// and an incident is no time to wait for a smoke load.
import { parseArgs } from 'node:util';
import { appendHistory, liveStack } from './history.mjs';
import {
  assertRemote,
  environment,
  readRemotes,
  releaseOfUrl,
  scopeOf,
  writeRemotesAtomically,
} from './store.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string', default: 'integration' } },
});

const main = () => {
  const [remote] = positionals;
  if (!remote) throw new Error('usage: pnpm remote:rollback <remote> [--env integration|production]');
  assertRemote(remote);
  const env = environment(values.env);
  const remotes = readRemotes(env);
  const scope = scopeOf(remote);
  const stack = liveStack(env.file, remote);
  const current = remotes[scope];
  if (stack.at(-1) !== current)
    throw new Error(`${remote} in ${env.name} was not put live by remote:promote; nothing to roll back to`);
  const previous = stack.at(-2);
  if (!previous) throw new Error(`${remote} in ${env.name} has no previous release`);
  writeRemotesAtomically(env, { ...remotes, [scope]: previous });
  appendHistory({
    action: 'rollback',
    env: env.name,
    file: env.file,
    remote,
    from: current,
    to: previous,
  });
  console.log(
    `[rollback] ${remote} in ${env.name}: ${releaseOfUrl(current) ?? current} → ${releaseOfUrl(previous) ?? previous}`,
  );
};

try {
  main();
} catch (error) {
  console.error(`[rollback] ${error.message}`);
  process.exit(1);
}
