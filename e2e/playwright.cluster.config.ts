import { defineConfig } from '@playwright/test';

import { clusterHttps } from './cluster-https';
import base from './playwright.config';

/** The tests tagged @cluster, plus the outside checks of e2e/cluster, against the production topology started by
 * `npm run start:cluster` (nginx, two API processes, PostgreSQL, Redis) on a fresh database. The back office's dev
 * endpoints are on for the tests' admin commands only. */
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
// Over HTTPS, with the cluster's own local certificate (cluster-https.ts).
const { host: HOST, origin: ORIGIN, chromiumArgs } = clusterHttps(PORT);
const ACCESS_KEY = 'e2e-cluster-access-key';
// Read by e2e/pages/ports.ts in the test workers (they inherit this environment).
process.env.E2E_HOST_URL = ORIGIN;
process.env.E2E_API_URL = `${ORIGIN}/api/v1`;
process.env.E2E_ACCESS_KEY = ACCESS_KEY;
process.env.CLUSTER_ORIGIN = ORIGIN;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'cluster/**/*.spec.ts'],
  grep: /@cluster/,
  // One topology, one worker.
  workers: 1,
  use: {
    ...base.use,
    baseURL: ORIGIN,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), ...chromiumArgs],
    },
  },
  webServer: {
    command: `node ../scripts/start-cluster.mjs --fresh --dev-endpoints --port ${PORT} --host ${HOST}`,
    url: `${ORIGIN}/`,
    // Only the runner's readiness probe: the runner started before the CA existed (the workers trust it).
    ignoreHTTPSErrors: true,
    env: { ACCESS_KEY },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
