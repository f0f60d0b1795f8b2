import type { IncomingMessage } from 'node:http';

// How long a refused request's connection stays half-open after the answer (nginx's lingering_time, shorter).
const LINGER_MS = 2_000;

/**
 * Closes the connection of a request answered before its body was read, without losing the answer. Node closes a
 * `connection: close` socket as soon as the answer is written; with the client's body still arriving, the kernel
 * then resets the connection, and a reset can discard the answer before the client reads it (RFC 9112 §9.6). So:
 * send FIN after the answer, discard what still arrives, and close once the client has, or after LINGER_MS.
 */
export const closeAfterAnswer = (request: IncomingMessage): void => {
  const socket = request.socket;
  // Node calls destroySoon() once a `connection: close` answer is written (node:_http_server resOnFinish).
  socket.destroySoon = () => {
    socket.end();
    request.resume(); // read and drop the rest: a full receive buffer would stall the client's writes
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
};
