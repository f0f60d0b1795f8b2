// The compiled API processes of the cluster: started, checked ready (/readyz), stopped with a drain.
import path from 'node:path';
import { repoRoot } from '../lib/toolchain.mjs';
import { answersOk, startLogged, stopChild, waitFor } from './processes.mjs';

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

export const startApi = async (api, env, logDir) => {
  api.child = startLogged(logDir, `api-${api.index}`, process.execPath, ['dist/main.mjs'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(api.port), HOST: '127.0.0.1' },
  });
  let up = false;
  const died = api.child.exited.then(({ code }) => {
    if (!up) throw new Error(`API process ${api.index} exited (${code}); see ${logDir}/api-${api.index}.log`);
  });
  died.catch(() => undefined);
  const ready = () => answersOk(`http://127.0.0.1:${api.port}/readyz`);
  await Promise.race([waitFor(`API process ${api.index}`, ready, 120_000), died]);
  up = true;
};

/** SIGTERM: the process stops accepting, answers what it has (main.ts drains within 5 s) and exits. */
export const stopApi = (api) => stopChild(api.child, 'SIGTERM', 10_000);
