/**
 * Multi-process harness: the compiled API (dist/main.mjs) run as N processes on one fresh PostgreSQL database,
 * optionally with a private Redis, the way a load balancer would see them. Used by the cluster suite only
 * (jest.cluster.config.cjs), never by the normal server suite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverDir } from '../../src/paths';

export const SERVER_DIR = serverDir;
export const MAIN = path.join(SERVER_DIR, 'dist/main.mjs');
export const ACCESS_KEY = 'cluster-access-key';
export const JWT_SECRET = 'cluster-jwt-secret-0123456789abcdef';
const REDIS_BIN = '/usr/bin/redis-server';
const BASE_URL =
  process.env.CLUSTER_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://portal:portal@127.0.0.1:5432/postgres';
const READY_MS = 60_000;

/** A port nobody listens on right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One statement on the server's administration database (not the cluster's own, which faults may close). */
export const adminQuery = async (sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
};

/** A fresh database on the server of BASE_URL; its URL and a drop function. */
export const createDatabase = async (label = 'cluster') => {
  const name = `portal_${label}_${process.pid}_${randomBytes(3).toString('hex')}`.replace(/[^a-z0-9_]/g, '_');
  await adminQuery(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
};

/** Answers when `PING` gets `+PONG` on host:port. */
const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** A private redis-server (no persistence) on a free port, data under a temp dir. */
export const startRedis = async () => {
  if (!existsSync(REDIS_BIN))
    throw new Error(`${REDIS_BIN} is missing: apt-get install redis-server (scripts/lib/system.mjs does)`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-redis-'));
  const child = spawn(
    REDIS_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('redis-server did not start');
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Sends `signal` and waits for the exit (SIGKILL after 8 s). */
const stopChild = async (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
};

export type ClusterOptions = {
  /** Number of API processes (2). */
  processes?: number;
  /** Start a private redis-server and pass REDIS_URL to every process. */
  redis?: boolean;
  /** Extra environment for every process (e.g. RATE_LIMIT_MAX). */
  env?: Record<string, string>;
  /** Label in the database name (letters, digits, underscores). */
  label?: string;
  /** true (default): every process is spawned at the same moment on the empty database, as a deployment does.
   * false: process 0 migrates and seeds first, then the others start together (for cases about something else
   * than starting). */
  together?: boolean;
};

/** `json` is the parsed body as the in-process harness gives it (untyped, like `response.json()`). */
export type Answer = { status: number; json: ReturnType<typeof JSON.parse>; headers: Headers };
export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send to this process instead of the next one in turn. */
  on?: number;
  signal?: AbortSignal;
};

type Node = { port: number; child?: ChildProcess; log: string[]; uploadDir: string };

export type Cluster = {
  databaseUrl: string;
  /** The cluster's database name (for pg_terminate_backend, ALLOW_CONNECTIONS). */
  databaseName: string;
  redisUrl?: string;
  ports: number[];
  /** A pool on the cluster's database, for assertions and setup. */
  db: pg.Pool;
  /** The next process in turn (round robin), or `on`. */
  call: (method: string, apiPath: string, options?: CallOptions) => Promise<Answer>;
  /** Raw fetch to /api/v1/<apiPath> with the access key, round robin unless `on` is given. */
  fetch: (apiPath: string, init?: RequestInit & { on?: number }) => Promise<Response>;
  login: (email: string, password: string) => Promise<string>;
  kill: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  restart: (index: number) => Promise<void>;
  /** What process `index` printed (stdout and stderr). */
  log: (index: number) => string;
  /** Whether process `index` is still running (it has not exited since it was started). */
  alive: (index: number) => boolean;
  stop: () => Promise<void>;
};

const waitReady = async (node: Node) => {
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (!node.child || node.child.exitCode !== null || node.child.signalCode !== null)
      throw new Error(`API process on port ${node.port} exited while starting:\n${node.log.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${node.port}/api/v1/`, {
        signal: AbortSignal.timeout(1000),
      });
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(
          `API process on port ${node.port} did not answer in ${READY_MS} ms:\n${node.log.join('')}`,
        );
      await sleep(100);
    }
  }
};

const spawnNode = (node: Node, env: NodeJS.ProcessEnv) => {
  node.child = spawn(process.execPath, [MAIN], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(node.port), UPLOAD_DIR: node.uploadDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  node.child.stdout!.on('data', (data) => node.log.push(data.toString()));
  node.child.stderr!.on('data', (data) => node.log.push(data.toString()));
};

/** Starts redis (optional) and N API processes on a fresh database, all at the same moment. */
export const startCluster = async (options: ClusterOptions = {}): Promise<Cluster> => {
  if (!existsSync(MAIN))
    throw new Error(`${MAIN} is missing: build the server first (pnpm --filter server build)`);
  const database = await createDatabase(options.label);
  const redis = options.redis ? await startRedis() : undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const count = options.processes ?? 2;
  const nodes: Node[] = [];
  for (let i = 0; i < count; i++) {
    const uploadDir = path.join(scratch, `uploads-${i}`); // each "machine" has its own disk
    mkdirSync(uploadDir, { recursive: true });
    nodes.push({ port: await freePort(), log: [], uploadDir });
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    JWT_SECRET,
    ACCESS_KEY,
    DEMO_MODE: '1',
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...options.env,
  };
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  let turn = 0;
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.child && stopChild(node.child, 'SIGKILL')));
    await pool.end().catch(() => undefined);
    await redis?.stop();
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    if (options.together === false) {
      spawnNode(nodes[0]!, env);
      await waitReady(nodes[0]!);
    }
    // The same moment: no await between the spawns.
    const starting = options.together === false ? nodes.slice(1) : nodes;
    for (const node of starting) spawnNode(node, env);
    await Promise.all(starting.map(waitReady));
  } catch (error) {
    await stop();
    throw error;
  }
  const fetchOn = (apiPath: string, init: RequestInit & { on?: number } = {}) => {
    const index = init.on ?? turn++ % nodes.length;
    const headers = new Headers(init.headers);
    if (!headers.has('x-access-key')) headers.set('x-access-key', ACCESS_KEY);
    return fetch(`http://127.0.0.1:${nodes[index]!.port}/api/v1/${apiPath}`, { ...init, headers });
  };
  const call = async (method: string, apiPath: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetchOn(apiPath, {
      method,
      headers,
      on: options.on,
      signal: options.signal,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      json: isJson && text ? JSON.parse(text) : null,
      headers: response.headers,
    };
  };
  return {
    databaseUrl: database.url,
    databaseName: database.name,
    redisUrl: redis?.url,
    ports: nodes.map((node) => node.port),
    db: pool,
    call,
    fetch: fetchOn,
    login: async (email, password) => {
      const { json } = await call('POST', 'user/auth/login', { body: { email_id: email, password } });
      if (json?.code !== '200' || !json.data?.jwt_token)
        throw new Error(`login failed: ${JSON.stringify(json)}`);
      return json.data.jwt_token as string;
    },
    kill: async (index, signal = 'SIGKILL') => {
      const child = nodes[index]!.child;
      if (child) await stopChild(child, signal);
    },
    restart: async (index) => {
      const node = nodes[index]!;
      if (node.child) await stopChild(node.child, 'SIGTERM');
      spawnNode(node, env);
      await waitReady(node);
    },
    log: (index) => nodes[index]!.log.join(''),
    alive: (index) => {
      const child = nodes[index]!.child;
      return Boolean(child && child.exitCode === null && child.signalCode === null);
    },
    stop,
  };
};
