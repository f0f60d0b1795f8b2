#!/usr/bin/env node
// `npm test`: every check of the project, in the order a failure is cheapest to find.
//   install → system packages (Debian chromium, PostgreSQL, Redis) → format check → lint → css lint → lint rule tests →
//   typecheck → unit tests (each package) → server tests on PGlite → server tests on PostgreSQL → multi-process
//   tests (compiled API processes on one PostgreSQL, Redis) → builds → bundle budgets → `npm start` as the README
//   says, then Ctrl+C → browser tests → the @cluster browser tests on nginx, two API processes, PostgreSQL and Redis
//   → the fault suite (three API processes under load while they are restarted, killed and reloaded)
// Prints one closing line "N passed, N failed" counting every test of every runner.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, repoRoot, run, runPnpm } from './lib/toolchain.mjs';
import { ensurePostgres, ensureSystemPackages } from './lib/system.mjs';

const reportDir = path.join(repoRoot, '.run/reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const UNIT_PACKAGES = [
  'shared',
  'host',
  'remote-wallets',
  'remote-cards',
  'remote-exchange',
  'remote-account',
];
const APPS = ['host', 'remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account'];
const steps = [];

const step = async (name, action) => {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const code = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: code === 0, seconds });
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
  return code === 0;
};

const reportArgs = (report) => ['--ci', '--json', `--outputFile=${path.join(reportDir, report)}`];
const jestArgs = (report) => ['exec', 'jest', ...reportArgs(report)];
// The server suite runs jest in native ESM mode through its own `test` script (jose and file-type are ESM).
const serverTestArgs = (report) => ['--filter', 'server', 'test', ...reportArgs(report)];

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** Failed jest tests (and suites that failed to run) as "file › name: first line of the error". */
const jestFailures = (report) =>
  (report.testResults ?? []).flatMap((suite) => {
    const file = path.relative(repoRoot, suite.name ?? '');
    const tests = (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && suite.status === 'failed' ? [`${file}: ${firstLine(suite.message)}`] : tests;
  });

/** Playwright tests of one status ('unexpected': failed, 'flaky': passed on the retry) as
 * "file:line › title: first line of the (first) error". */
const playwrightTests = (suites, status) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === status)
        .map((test) => {
          const error = test.results?.find((result) => result.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...playwrightTests(suite.suites ?? [], status),
  ]);

/** Every JSON report of this run, parsed. */
const readReports = () =>
  (existsSync(reportDir) ? readdirSync(reportDir).filter((file) => file.endsWith('.json')) : []).map(
    (file) => ({ file, report: JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')) }),
  );

/** Test counts from the JSON reports of jest and Playwright, and the names of the failed tests: CI shows only the
 * end of this output, so a failure must be named there. */
const countTests = (reports) => {
  let passed = 0;
  let failed = 0;
  const failures = [];
  const flaky = [];
  for (const { report } of reports) {
    if ('numPassedTests' in report) {
      passed += report.numPassedTests;
      // A suite that failed to run (an error outside any test) counts as one failure: its tests never ran.
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      failures.push(...jestFailures(report));
    } else if (report.stats) {
      passed += report.stats.expected ?? 0;
      // A flaky test (failed, then passed on its one retry) counts as passed and is named below (decision 118).
      passed += report.stats.flaky ?? 0;
      failed += report.stats.unexpected ?? 0;
      failures.push(...playwrightTests(report.suites ?? [], 'unexpected'));
      flaky.push(...playwrightTests(report.suites ?? [], 'flaky'));
    }
  }
  return { passed, failed, failures, flaky };
};

/** Seconds per Playwright spec file: the sum of its tests' attempts (a file runs in one worker at a time). */
const playwrightFileSeconds = (suites, totals = new Map()) => {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(spec.file, (totals.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
    playwrightFileSeconds(suite.suites ?? [], totals);
  }
  return totals;
};

/** The slowest test files of every runner, "seconds  report  file", so the next person sees where time goes. */
const slowestFiles = (reports, count = 10) => {
  const rows = reports.flatMap(({ file: reportFile, report }) => {
    const runner = reportFile.replace(/\.json$/, '');
    if ('testResults' in report)
      return report.testResults.map((suite) => ({
        runner,
        file: path.relative(repoRoot, suite.name ?? ''),
        seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
      }));
    const totals = playwrightFileSeconds(report.suites ?? []);
    return [...totals].map(([file, seconds]) => ({ runner, file: `e2e/${file}`, seconds }));
  });
  return rows.sort((a, b) => b.seconds - a.seconds).slice(0, count);
};

// Format, lint, the lint rules' own tests and types: what needs no database and no build.
const staticChecks = async () => {
  let ok = true;
  ok = (await step('format', () => runPnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']))) && ok;
  ok = (await step('lint', () => runPnpm(['exec', 'eslint', '.', '--max-warnings=0']))) && ok;
  // Colours only from the kit's tokens (stylelint.config.mjs).
  ok = (await step('css lint', () => runPnpm(['exec', 'stylelint', '**/*.css']))) && ok;
  // The project lint rules' own RuleTester cases (ESM, so through the package's `test` script like the server).
  ok =
    (await step('lint rule tests', () =>
      runPnpm(['--filter', '@portal/eslint-rules', 'test', ...reportArgs('lint-rules.json')]),
    )) && ok;
  ok = (await step('typecheck', () => runPnpm(['-r', '--workspace-concurrency=1', 'typecheck']))) && ok;
  return ok;
};

// CI stops a run at 90 minutes; past 45 the suite is half-way to it and needs a look before it reaches the wall.
const WARN_AFTER_MINUTES = 45;

const printSummary = (startedAt) => {
  console.log('\n━━ summary');
  for (const s of steps) console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds} s)`);
  const reports = readReports();
  console.log('\nslowest test files:');
  for (const row of slowestFiles(reports))
    console.log(`  ${row.seconds.toFixed(1).padStart(7)} s  ${row.runner.padEnd(16)} ${row.file}`);
  const minutes = (Date.now() - startedAt) / 60_000;
  console.log(`\nnpm test took ${minutes.toFixed(1)} min`);
  if (minutes > WARN_AFTER_MINUTES)
    console.log(
      `WARNING: npm test took more than ${WARN_AFTER_MINUTES} minutes (CI stops at 90): make the slowest files above faster before adding more`,
    );
  return countTests(reports);
};

/** A Playwright config run against `npm run start:cluster`, or counted as failed when a package it needs is missing. */
const clusterStep = async (name, config, report, runnable) => {
  if (!runnable) {
    steps.push({ name, ok: false, seconds: '0' });
    return false;
  }
  return step(name, () =>
    runPnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '-c', config], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, report) },
    }),
  );
};

/** The @cluster tests and the outside checks again, on nginx + two API processes + PostgreSQL + Redis; then the
 * fault suite: three API processes under load while they are restarted, killed and reloaded (decision 133). */
const clusterSteps = async (built, system) => {
  const topology = built && system.nginx && system.postgres && system.redis;
  const browser = await clusterStep(
    'browser tests on the cluster topology (npm run start:cluster)',
    'playwright.cluster.config.ts',
    'e2e-cluster.json',
    topology && system.chromium,
  );
  const faults = await clusterStep(
    'fault suite on the cluster topology (restarts, SIGKILL, reloads under load)',
    'playwright.faults.config.ts',
    'e2e-faults.json',
    topology,
  );
  return browser && faults;
};

const main = async () => {
  const startedAt = Date.now();
  await ensureInstalled();
  const system = await ensureSystemPackages();
  let ok = await staticChecks();
  for (const pkg of UNIT_PACKAGES) {
    ok =
      (await step(`unit tests: ${pkg}`, () => runPnpm(['--filter', pkg, ...jestArgs(`unit-${pkg}.json`)]))) &&
      ok;
  }
  ok =
    (await step('server tests: PGlite', () =>
      runPnpm(serverTestArgs('server-pglite.json'), { env: { ...process.env, DATABASE_URL: '' } }),
    )) && ok;
  const databaseUrl = system.postgres ? await ensurePostgres() : undefined;
  if (databaseUrl) {
    ok =
      (await step('server tests: PostgreSQL', () =>
        runPnpm(serverTestArgs('server-postgres.json'), {
          env: { ...process.env, DATABASE_URL: databaseUrl },
        }),
      )) && ok;
    // Several compiled API processes on one database (test/cluster): each file creates its own database on the
    // server of this URL.
    ok =
      (await step('multi-process server tests (PostgreSQL, Redis)', async () => {
        const build = await runPnpm(['--filter', 'server', 'build']);
        if (build !== 0) return build;
        return runPnpm(['--filter', 'server', 'test:cluster', ...reportArgs('server-cluster.json')], {
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
      })) && ok;
  } else {
    steps.push({ name: 'server tests: PostgreSQL', ok: false, seconds: '0' });
    steps.push({ name: 'multi-process server tests', ok: false, seconds: '0' });
    ok = false;
  }
  let built = true;
  for (const app of APPS)
    built = (await step(`build ${app}`, () => runPnpm(['--filter', app, 'build']))) && built;
  ok = built && ok;
  if (built) ok = (await step('bundle budgets', () => run('node', ['scripts/bundle-budget.mjs']))) && ok;
  // The README's `npm start` exactly as written (no flags, the default database folder), then Ctrl+C.
  ok =
    (await step('npm start as a newcomer runs it', () =>
      run('node', ['scripts/check-start.mjs'], {
        env: { ...process.env, CHECK_START_REPORT: path.join(reportDir, 'check-start.json') },
      }),
    )) && ok;
  if (built && system.chromium) {
    ok =
      (await step('browser tests (Playwright, Debian chromium)', () =>
        runPnpm(['--filter', 'e2e', 'test'], {
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
        }),
      )) && ok;
  } else {
    steps.push({ name: 'browser tests', ok: false, seconds: '0' });
    ok = false;
  }
  ok = (await clusterSteps(built, system)) && ok;

  const { passed, failed, failures, flaky } = printSummary(startedAt);
  const list = (names) => names.map((name) => `  ✘ ${name}`).join('\n');
  if (flaky.length > 0) console.log(`\nflaky tests (failed once, passed on the retry):\n${list(flaky)}`);
  if (failures.length > 0) console.log(`\nfailed tests:\n${list(failures)}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
