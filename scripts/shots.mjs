// `pnpm shots`: every route and main dialog of the a11y spec at 1366, 768 and 390 px in English and French, as
// PNG files in output/shots (ignored by git) to look at before calling a screen done. The same visits run the axe
// and layout checks: their findings are printed, and do not stop the pictures being written.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'output', 'shots');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
if (!process.argv.includes('--no-build') && run('pnpm', ['build']) !== 0) process.exit(1);
const status = run(
  'pnpm',
  [
    '--filter',
    'e2e',
    'exec',
    'playwright',
    'test',
    'tests/a11y.spec.ts',
    '--retries=0',
    ...process.argv.slice(2).filter((a) => a !== '--no-build'),
  ],
  // Fresh environments of its own, away from a portal the developer is running on 3000.
  {
    SHOTS_DIR: dir,
    CI: process.env.CI ?? 'true',
    HOST_PORT: process.env.HOST_PORT ?? '7000',
    API_PORT: process.env.API_PORT ?? '7400',
  },
);
console.log(`\n[shots] ${readdirSync(dir).length} pictures in ${path.relative(root, dir)}/`);
if (status !== 0) console.log('[shots] the axe or layout check found problems: see the failures above');
process.exit(status);
