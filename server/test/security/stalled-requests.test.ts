import { type Socket, connect } from 'node:net';
import { useHarness } from '../support/harness';

// Issue 22 "Stalled request bodies": a request whose body stops arriving, or trickles in, is closed within a
// bounded time. The bounds are configurable; here they are short so the test is quick.
const h = useHarness({
  httpTimeouts: { idleMs: 400, headersMs: 1_000, requestMs: 1_500, checkIntervalMs: 200 },
});
const PORT = 4601;

beforeAll(async () => {
  await h.app.listen({ port: PORT, host: '127.0.0.1' });
});

/** Milliseconds until the server closes the socket, or null if it is still open after `withinMs`. */
const closedWithin = (socket: Socket, withinMs: number) =>
  new Promise<number | null>((resolve) => {
    const started = Date.now();
    const timer = setTimeout(() => resolve(null), withinMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
  });

const head = (length: number) =>
  'POST /api/v1/user/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  `x-access-key: test-access-key\r\nContent-Length: ${length}\r\n\r\n`;

test('Content-Length 100, 12 bytes, then nothing: the server closes the connection', async () => {
  const socket = connect(PORT, '127.0.0.1');
  socket.write(`${head(100)}{"email_id":`);
  const closed = await closedWithin(socket, 6_000);
  socket.destroy();
  expect(closed).not.toBeNull();
});

test('a body trickling in a byte at a time is cut off by the whole-request bound', async () => {
  const socket = connect(PORT, '127.0.0.1');
  socket.write(head(100));
  const trickle = setInterval(() => socket.writable && socket.write(' '), 150);
  const closed = await closedWithin(socket, 8_000);
  clearInterval(trickle);
  socket.destroy();
  expect(closed).not.toBeNull();
});

test('headers that never finish are cut off', async () => {
  const socket = connect(PORT, '127.0.0.1');
  socket.write('GET /api/v1/user/news/getNews HTTP/1.1\r\nHost: localhost\r\n');
  const trickle = setInterval(() => socket.writable && socket.write('x-a: b\r\n'), 150);
  const closed = await closedWithin(socket, 8_000);
  clearInterval(trickle);
  socket.destroy();
  expect(closed).not.toBeNull();
});
