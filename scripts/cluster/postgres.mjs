// A private PostgreSQL cluster in the repository's data folder: initdb once, then `postgres` as a child on
// loopback with a password (no system service is touched).
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postgresBinDir } from '../lib/system.mjs';
import { asServiceUser, isRoot, runAsync, runQuiet, startLogged, waitFor } from './processes.mjs';
import { supervise } from './supervise.mjs';

const binary = (name) => `/usr/lib/postgresql/${postgresBinDir()}/bin/${name}`;

const serviceUserIds = () => {
  const id = (flag) => Number(runQuiet('id', [flag, 'postgres']).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};

const initCluster = (dataDir, password) => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(dataDir), 'pg-password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = serviceUserIds();
    chownSync(dataDir, uid, gid);
  }
  const [command, args] = asServiceUser(binary('initdb'), [
    '-D',
    dataDir,
    '-U',
    'portal',
    '--auth=scram-sha-256',
    `--pwfile=${passwordFile}`,
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const result = runQuiet(command, args);
  rmSync(passwordFile, { force: true });
  if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.stdout}`);
};

const psql = (port, password, database, sql) =>
  runQuiet('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', '-d', database, '-tAc', sql], {
    env: { ...process.env, PGPASSWORD: password },
  });

const psqlAsync = (port, password, database, sql) =>
  runAsync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', '-d', database, '-tAc', sql], {
    env: { ...process.env, PGPASSWORD: password },
  });

/** PostgreSQL supervised (supervise.mjs): the cluster is created when missing, the `portal` database once it first
 * answers; stopped with a fast shutdown (SIGINT: every client is told, then gone). Resolves the supervisor and the
 * database URL. */
export const startPostgres = async ({ dataDir, port, password, logDir, note }) => {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initCluster(dataDir, password);
  const [command, args] = asServiceUser(binary('postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
  ]);
  const postgres = supervise({
    name: 'postgres',
    note,
    spawn: () => startLogged(logDir, 'postgres', command, args),
    ready: () =>
      waitFor(
        'PostgreSQL',
        async () => (await psqlAsync(port, password, 'postgres', 'select 1')).status === 0,
      ),
    stopSignal: 'SIGINT',
    graceMs: 20_000,
  });
  await postgres.start();
  if (
    psql(port, password, 'postgres', "select 1 from pg_database where datname = 'portal'").stdout.trim() !==
    '1'
  )
    psql(port, password, 'postgres', 'create database portal');
  return { postgres, url: `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${port}/portal` };
};
