// The compiled API processes of the cluster: migrations once, then each process supervised (supervise.mjs), ready
// once its /readyz answers, stopped with a drain.
import path from 'node:path';
import { repoRoot } from '../lib/toolchain.mjs';
import { answersOk, startLogged, waitFor } from './processes.mjs';
import { supervise } from './supervise.mjs';

const serverDir = path.join(repoRoot, 'server');

/** Migrations and reference data, once, before any API process starts (the release step). */
export const migrateAndSeed = async (env, logDir) => {
  const child = startLogged(logDir, 'migrate', process.execPath, ['dist/main.mjs'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORTAL_SEED_ONLY: '1' },
  });
  const { code } = await child.exited;
  // 0: seeded now, 3: already seeded (main.ts).
  if (code !== 0 && code !== 3)
    throw new Error(`migrations/seed failed (exit ${code}); see ${logDir}/migrate.log`);
};

/** API process `api.index` on `api.port`. SIGTERM: it stops accepting, answers what it has (main.ts drains) and
 * exits; SIGKILL after 10 s. */
export const apiSupervisor = (api, env, logDir, note) =>
  supervise({
    name: `api-${api.index}`,
    note,
    spawn: () =>
      startLogged(logDir, `api-${api.index}`, process.execPath, ['dist/main.mjs'], {
        cwd: serverDir,
        env: { ...process.env, ...env, PORT: String(api.port), HOST: '127.0.0.1' },
      }),
    ready: () =>
      waitFor(`API process ${api.index}`, () => answersOk(`http://127.0.0.1:${api.port}/readyz`), 120_000),
    stopSignal: 'SIGTERM',
    graceMs: 10_000,
  });
