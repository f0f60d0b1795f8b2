// Backups of the database of `npm run start:cluster` (its private PostgreSQL on the nginx port + 20): pg_dump's
// custom format, consistent at the moment it starts (one snapshot) while the API keeps serving; restored with
// pg_restore into a NEW database, never over the live one.
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

const run = async (name, args, port) => {
  try {
    await promisify(execFile)(binary(name), args, { env: connection(port), maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`${name} failed: ${(error.stderr || error.message).trim()}`);
  }
};

export const backupDatabase = ({ port, file }) =>
  run('pg_dump', ['--format=custom', '--dbname=portal', `--file=${file}`], port);

/** Creates `database` (it must not exist) and restores `file` into it. */
export const restoreDatabase = async ({ port, file, database }) => {
  await run('createdb', ['--template=template0', '--encoding=UTF8', database], port);
  await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${database}`, file], port);
};
