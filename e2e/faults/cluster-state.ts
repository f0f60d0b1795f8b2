import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** What `npm run start:cluster` on PORT leaves on disk for whoever operates it: its pids (cluster.json in the run
 * folder), its event log (logs/cluster.log) and the database password (secrets.json). */
export type ClusterEvent = {
  time: string;
  child: string;
  event: 'started' | 'exit' | 'restarted' | 'restarted-on-purpose';
  pid: number;
  code?: number | null;
  signal?: string | null;
};

const repoRoot = path.resolve(__dirname, '../..');

export const clusterFiles = (port: number) => {
  const folder = port === 8080 ? 'cluster' : `cluster-${port}`;
  return {
    state: path.join(repoRoot, '.run', folder, 'cluster.json'),
    events: path.join(repoRoot, '.data', folder, 'logs', 'cluster.log'),
    accessLog: path.join(repoRoot, '.data', folder, 'logs', 'nginx-access.log'),
    secrets: path.join(repoRoot, '.data', folder, 'secrets.json'),
  };
};

export type ClusterState = {
  pid: number;
  origin: string;
  children: Record<string, { pid: number; port: number }>;
};

export const readState = (port: number): ClusterState =>
  JSON.parse(readFileSync(clusterFiles(port).state, 'utf8'));

export const readEvents = (port: number): ClusterEvent[] =>
  readFileSync(clusterFiles(port).events, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` events match after the first `since` lines of the log; fails after `timeoutMs`. */
export const waitForEvents = async (
  port: number,
  since: number,
  match: (event: ClusterEvent) => boolean,
  count = 1,
  timeoutMs = 60_000,
): Promise<ClusterEvent[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readEvents(port).slice(since).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`cluster.log: ${found.length} of ${count} awaited events in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
};

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One SQL query (psql as the `portal` role) on the database of the cluster on `port`, or of another PostgreSQL
 * on 127.0.0.1; its single value, parsed as JSON. */
export const sqlValue = async <T>(
  server: number | { port: number; password: string },
  sql: string,
  database = 'portal',
): Promise<T> => {
  const { port, password } =
    typeof server === 'number'
      ? { port: server + 20, password: JSON.parse(readFileSync(clusterFiles(server).secrets, 'utf8')).pg }
      : server;
  const { stdout } = await promisify(execFile)(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', '-d', database, '-qtAc', sql],
    { env: { ...process.env, PGPASSWORD: password } },
  );
  return JSON.parse(stdout.trim() || 'null') as T;
};

/** Runs one of the repository's scripts (scripts/<name>) as a provider would, with `args`. */
export const runScript = async (name: string, args: string[]): Promise<string> => {
  const { stdout } = await promisify(execFile)('node', [path.join(repoRoot, 'scripts', name), ...args]);
  return stdout;
};
