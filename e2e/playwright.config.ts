import { defineConfig } from '@playwright/test';

import { HOST_URL } from './pages/ports';

/** Browser tests over the composed portal: the integration environment is started by Playwright itself on a
 * fresh embedded database, with the production builds of every app; Debian chromium, never a downloaded one. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a test that passes only on it is reported by name as flaky in npm test's summary (decision 118),
  // so a race shows up without one slow moment failing the whole run; failing twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs --fresh',
    url: `${HOST_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
