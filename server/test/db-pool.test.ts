import { createPool } from '../src/db/client';

// A killed idle connection (PostgreSQL restarted, `drop database … with (force)`, an administrator) must not take
// the API process down: the pool's 'error' event has a listener. No connection is opened here.
test('an error on an idle PostgreSQL connection is logged, not thrown', async () => {
  const pool = createPool('postgres://portal:portal@127.0.0.1:1/none');
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (message: string) => void warned.push(message);
  try {
    expect(() =>
      pool.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
  } finally {
    console.warn = original;
  }
  expect(warned).toEqual([expect.stringContaining('terminating connection due to administrator command')]);
  await pool.end();
});
