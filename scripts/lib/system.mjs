// Debian packages the tests need: chromium and its headless shell for Playwright (never a downloaded browser;
// the browser suite runs the shell, decision 130), a PostgreSQL server for
// the second run of the server suite, redis-server for the multi-process suite, nginx with its brotli module for
// the cluster topology, openssl for its local certificate. Installed when missing and we are root (CI, fresh
// machine).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const sh = (command) => spawnSync('bash', ['-c', command], { stdio: 'inherit' }).status === 0;
const quiet = (command) => spawnSync('bash', ['-c', command], { encoding: 'utf8' });
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const postgresBinDir = () => {
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  const versions = readdirSync('/usr/lib/postgresql').filter((v) =>
    existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
  );
  return versions.sort((a, b) => Number(b) - Number(a))[0];
};

/** What the test suites run on: Playwright's browser, the two databases' servers, and the cluster's nginx. */
const TEST_PACKAGES = [
  'chromium',
  'chromium-headless-shell',
  'postgresql',
  'redis-server',
  'nginx',
  'libnginx-mod-http-brotli-static',
  'openssl',
];

export const ensureSystemPackages = async () => {
  installDebianPackages(TEST_PACKAGES);
  return {
    chromium: existsSync('/usr/bin/chromium'),
    postgres: Boolean(postgresBinDir()),
    redis: existsSync('/usr/bin/redis-server'),
    nginx: existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  };
};

const installed = (name) =>
  quiet(`dpkg-query -W -f='\${Status}' ${name} 2>/dev/null`).stdout.includes('ok installed');

/** Installs the Debian packages that are missing (as root; otherwise says what to run). False if any is missing. */
export const installDebianPackages = (names) => {
  const missing = names.filter((name) => !installed(name));
  if (missing.length === 0) return true;
  if (!isRoot()) {
    console.error(
      `missing Debian packages: ${missing.join(' ')} — run: sudo apt-get install -y ${missing.join(' ')}`,
    );
    return false;
  }
  console.log(`[system] installing Debian packages: ${missing.join(', ')}`);
  return sh(
    `(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`,
  );
};

/** Starts the Debian cluster if needed and returns a URL to a fresh test database. */
export const ensurePostgres = async () => {
  const version = postgresBinDir();
  if (!version) return undefined;
  const running = quiet(`pg_lsclusters -h | awk '$1=="${version}" && $2=="main" {print $4}'`).stdout.trim();
  if (running !== 'online') {
    if (!quiet(`pg_lsclusters -h | awk '$1=="${version}" && $2=="main"'`).stdout.trim())
      sh(`pg_createcluster ${version} main >/dev/null`);
    if (!sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`)) return undefined;
  }
  // No shell between us and psql: a shell would expand the `$$` of a DO block to its process id.
  const psql = (sql) =>
    spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], {
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: '/',
    }).status === 0;
  psql(
    "DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='portal') THEN CREATE ROLE portal LOGIN SUPERUSER PASSWORD 'portal'; END IF; END$$;",
  );
  psql('DROP DATABASE IF EXISTS portal_test');
  if (!psql('CREATE DATABASE portal_test OWNER portal')) return undefined;
  const port =
    quiet(`pg_lsclusters -h | awk '$1=="${version}" && $2=="main" {print $3}'`).stdout.trim() || '5432';
  return `postgres://portal:portal@127.0.0.1:${port}/portal_test`;
};
