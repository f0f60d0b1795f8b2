// The five apps and how to build the missing ones (npm start and npm run start:cluster serve the same dists).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runPnpm } from './toolchain.mjs';

export const REMOTE_APPS = [
  { app: 'remote-wallets', scope: 'remote_wallets' },
  { app: 'remote-cards', scope: 'remote_cards' },
  { app: 'remote-exchange', scope: 'remote_exchange' },
  { app: 'remote-account', scope: 'remote_account' },
];
export const APPS = ['host', ...REMOTE_APPS.map((remote) => remote.app)];

/** Production builds of the apps that have none (every app with `rebuild`), then the compiled API. */
export const buildMissing = async ({ rebuild = false } = {}) => {
  for (const app of APPS) {
    const built = existsSync(
      path.join(repoRoot, app, 'dist', app === 'host' ? 'index.html' : 'mf-manifest.json'),
    );
    if (built && !rebuild) continue;
    console.log(`[portal] building ${app}…`);
    if ((await runPnpm(['--filter', app, 'build'])) !== 0) throw new Error(`build of ${app} failed`);
  }
};

export const buildServer = async () => {
  if ((await runPnpm(['--filter', 'server', 'build'])) !== 0) throw new Error('build of the API failed');
};
