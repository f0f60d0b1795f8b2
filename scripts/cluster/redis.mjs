// Redis for the shared rate-limit buckets: a child on loopback with a password, nothing persisted (a bucket
// lives a minute; losing them on a restart only resets the counts).
import { mkdirSync } from 'node:fs';
import { runQuiet, startLogged, waitFor } from './processes.mjs';

export const startRedis = async ({ dir, port, password, logDir }) => {
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = startLogged(logDir, 'redis', '/usr/bin/redis-server', [
    ...args,
    '--dir',
    dir,
    '--requirepass',
    password,
  ]);
  const ping = () =>
    runQuiet('redis-cli', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '--no-auth-warning',
      '-a',
      password,
      'ping',
    ]);
  await waitFor('Redis', async () => ping().stdout.trim() === 'PONG');
  return { child, url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}` };
};
