// Backups of the database of `npm run start:cluster` (its private PostgreSQL on the nginx port + 20): pg_dump's
// custom format, consistent at the moment it starts (one snapshot) while the API keeps serving; restored with
// pg_restore into a NEW database, never over the live one: on the cluster's PostgreSQL, or on another server (a new
// PostgreSQL cluster, as after the loss of the first).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinDir } from '../lib/system.mjs';
import { repoRoot } from '../lib/toolchain.mjs';

export const clusterDataDir = (port) =>
  path.join(repoRoot, '.data', port === 8080 ? 'cluster' : `cluster-${port}`);

const binary = (name) => `/usr/lib/postgresql/${postgresBinDir()}/bin/${name}`;

/** The cluster's PostgreSQL as libpq's environment: its port and the password made once (secrets.json). */
const connection = (port) => {
  const { pg } = JSON.parse(readFileSync(path.join(clusterDataDir(port), 'secrets.json'), 'utf8'));
  return { ...process.env, PGHOST: '127.0.0.1', PGPORT: String(port + 20), PGUSER: 'portal', PGPASSWORD: pg };
};

/** Another PostgreSQL server (postgres://user[:password]@host:port) as libpq's environment; without a password in
 * the URL (it would show in `ps`), libpq's own PGPASSWORD or ~/.pgpass. */
const serverAt = (url) => {
  const { hostname, port, username, password } = new URL(url);
  return {
    ...process.env,
    PGHOST: hostname,
    PGPORT: port || '5432',
    PGUSER: decodeURIComponent(username),
    ...(password ? { PGPASSWORD: decodeURIComponent(password) } : {}),
  };
};

const run = async (name, args, env) => {
  try {
    await promisify(execFile)(binary(name), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${name} failed: ${(error.stderr || error.message).trim()}`);
  }
};

export const backupDatabase = ({ port, file }) =>
  run('pg_dump', ['--format=custom', '--dbname=portal', `--file=${file}`], connection(port));

/** Creates `database` (it must not exist) on the cluster's PostgreSQL, or on `server` (a URL) when given, and
 * restores `file` into it. */
export const restoreDatabase = async ({ port, server, file, database }) => {
  const env = server ? serverAt(server) : connection(port);
  await run('createdb', ['--template=template0', '--encoding=UTF8', database], env);
  await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${database}`, file], env);
};
