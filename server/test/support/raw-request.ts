import { type Socket, connect } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** Sends a request head, then body chunks until the server answers or closes, as a client that does not stop
 * on its own would; resolves how many body bytes it had sent when the answer came, and the answer. With `tls.ca`,
 * over TLS to a server whose certificate that CA signed. */
export const sendUntilAnswer = async (
  port: number,
  headLines: string[],
  chunks: () => Buffer | null,
  tls?: { ca: Buffer },
) => {
  const socket: Socket = tls
    ? connectTls({ port, host: '127.0.0.1', ca: tls.ca })
    : connect(port, '127.0.0.1');
  let answer = '';
  let ended = false;
  let sent = 0;
  let sentAtAnswer: number | undefined;
  socket.on('data', (chunk) => {
    sentAtAnswer ??= sent;
    answer += String(chunk);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    ended = true;
  });
  socket.write(`${headLines.join('\r\n')}\r\n\r\n`);
  for (let chunk = chunks(); chunk && !answer && !ended; chunk = chunks()) {
    sent += chunk.length;
    if (!socket.write(chunk))
      await new Promise((resolve) => {
        socket.once('drain', resolve);
        socket.once('close', resolve);
      });
    else await new Promise(setImmediate); // let an answer in between writes
  }
  for (let i = 0; i < 50 && !answer && !ended; i += 1) await new Promise((r) => setTimeout(r, 100));
  socket.destroy();
  return { sent: sentAtAnswer ?? sent, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), answer };
};

/** One chunk of a chunked body. */
export const chunkOf = (data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
