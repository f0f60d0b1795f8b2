import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

import { BASE_API_PORT, BASE_HOST_PORT, HOST_URL, WORKER_PORT_STEP } from './pages/ports';

/** Browser tests over the composed portal: the integration environment is started by Playwright itself on a
 * fresh embedded database, with the production builds of every app; Debian's Chromium, never a downloaded one.
 * Two workers, each with an environment of its own (pages/ports.ts): a test never meets another's writes, and
 * one worker's page renders while the other's waits (decision 130). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

// Debian's chromium-headless-shell (the same Blink without the browser's window code, what Playwright's own
// headless runs use) costs about half the CPU of the full browser in headless mode; the full one still works.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const environment = (index: number) => {
  const hostPort = BASE_HOST_PORT + WORKER_PORT_STEP * index;
  const apiPort = BASE_API_PORT + WORKER_PORT_STEP * index;
  return {
    command: 'node ../scripts/start.mjs --fresh',
    url: `http://127.0.0.1:${hostPort}/`,
    env: { HOST_PORT: String(hostPort), API_PORT: String(apiPort) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry: a test that passes only on it is reported by name as flaky in npm test's summary (decision 118),
  // so a race shows up without one slow moment failing the whole run; failing twice fails the run.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    // Evaluated again in each worker, where TEST_PARALLEL_INDEX names its environment.
    baseURL: HOST_URL,
    // A trace of the retry of a failed test: recording one for every test cost a fifth of the suite's time.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
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
  // Started one after the other (Playwright waits for each), so their builds never race.
  webServer: Array.from({ length: WORKERS }, (_, index) => environment(index)),
});
