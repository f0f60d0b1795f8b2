import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A brand-new PostgreSQL cluster, as a provider has after losing the first: `initdb` of an empty data folder with
 * the Debian binaries, `postgres` on 127.0.0.1:`port` with a password; `stop()` ends it and removes the folder. As
 * root, both run as the `postgres` user (PostgreSQL refuses root). */
const BIN = '/usr/lib/postgresql/15/bin';
const PASSWORD = 'restore-check';
const asRoot = process.getuid?.() === 0;
const exec = promisify(execFile);

const asService = (command: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]]
    : [command, args];

const ids = async () => {
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
};

export const startNewPostgres = async (port: number) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (asRoot) {
    const { uid, gid } = await ids();
    for (const file of [dir, passwordFile]) chownSync(file, uid, gid);
  }
  const initdb = ['-D', data, '-U', 'portal', '--auth=scram-sha-256', `--pwfile=${passwordFile}`];
  await exec(...asService(`${BIN}/initdb`, [...initdb, '-E', 'UTF8', '--no-locale']));
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  const server: ChildProcess = spawn(...asService(`${BIN}/postgres`, args), { stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `postgres://portal:${PASSWORD}@127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await exec(`${BIN}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)]).then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error(`the new PostgreSQL on :${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    password: PASSWORD,
    stop: async () => {
      // setpriv execs PostgreSQL itself: SIGINT is its fast shutdown.
      server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
