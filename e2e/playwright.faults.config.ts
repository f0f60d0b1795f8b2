import { defineConfig } from '@playwright/test';

import { clusterHttps } from './cluster-https';

/** The fault suite (faults/): the production topology with three API processes, started by `npm run start:cluster`
 * on a fresh database, under steady customer load while its processes are restarted, killed and reloaded. No
 * browser: the load goes through the kit's own HTTP client. One worker, no retry (a retry would hide a failure
 * and double the time), bounded by the timeouts below. */
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
// Over HTTPS: the workers' Node trusts the cluster's local CA (cluster-https.ts).
const { host: HOST, origin: ORIGIN } = clusterHttps(PORT);
process.env.CLUSTER_ORIGIN = ORIGIN;
const ACCESS_KEY = 'e2e-faults-access-key';
process.env.E2E_ACCESS_KEY = ACCESS_KEY;

export default defineConfig({
  testDir: './faults',
  testMatch: ['**/*.spec.ts'],
  workers: 1,
  retries: 0,
  timeout: 120_000,
  globalTimeout: 360_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/faults.json' }],
  ],
  webServer: {
    command: `node ../scripts/start-cluster.mjs --fresh --api 3 --port ${PORT} --host ${HOST}`,
    url: `${ORIGIN}/`,
    // Only the runner's readiness probe: the runner started before the CA existed (the workers trust it).
    ignoreHTTPSErrors: true,
    env: { ACCESS_KEY },
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Ctrl+C of the command (it stops every child), not a kill of its process group.
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
  },
});
