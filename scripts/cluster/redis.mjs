// Redis for the shared rate-limit buckets: a supervised child on loopback with a password, nothing persisted (a
// bucket lives a minute; losing them on a restart only resets the counts).
import { mkdirSync } from 'node:fs';
import { runAsync, startLogged, waitFor } from './processes.mjs';
import { supervise } from './supervise.mjs';

export const startRedis = async ({ dir, port, password, logDir, note }) => {
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const ping = () =>
    runAsync('redis-cli', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '--no-auth-warning',
      '-a',
      password,
      'ping',
    ]);
  const redis = supervise({
    name: 'redis',
    note,
    spawn: () =>
      startLogged(logDir, 'redis', '/usr/bin/redis-server', [
        ...args,
        '--dir',
        dir,
        '--requirepass',
        password,
      ]),
    ready: () => waitFor('Redis', async () => (await ping()).stdout.trim() === 'PONG'),
  });
  await redis.start();
  return { redis, url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}` };
};
