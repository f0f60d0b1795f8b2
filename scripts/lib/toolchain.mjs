// Helpers the start and test scripts share: find pnpm, run commands, and stop every child on exit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

/** pnpm if it is on PATH, else the pinned version through npx (a fresh machine has only Node and npm). */
export const pnpmCommand = () => {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
};

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });

/** A package's own binary (tsx, webpack …), run directly so signals reach the real process. */
export const binOf = (pkg, name) => path.join(repoRoot, pkg, 'node_modules/.bin', name);

export const runPnpm = (args, options) => {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
};

export const ensureInstalled = async () => {
  if (existsSync(path.join(repoRoot, 'node_modules/.modules.yaml'))) return;
  console.log('[portal] installing dependencies (pnpm, frozen lockfile)…');
  const code = await runPnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install failed');
};

const children = new Set();

/** Starts a long-running child, prefixing its output. Children stay in our process group, so whoever stops
 * the group (Ctrl+C in a terminal, Playwright stopping its web server) stops them too. */
export const startChild = (label, command, args, options = {}) => {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};

export const stopChildren = () => {
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      /* already gone */
    }
  }
};

export const stopChildrenOnExit = () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopChildren();
      process.exit(0);
    });
  }
  process.on('exit', stopChildren);
};

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export const waitForUrl = async (url, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};
