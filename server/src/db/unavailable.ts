/** Errors that mean "the database could not be reached or the connection was lost", as opposed to a refusal of
 * the statement itself: PostgreSQL restarting or shutting down, a backend terminated by an administrator, a
 * connection that could not be opened. A request that meets one is answered 503 (http/error-envelope), never 500,
 * and is run once more when that is safe (http/database-retry). */
const marked = new WeakSet<object>();

/** Marks an error that the driver raised while connecting or on a connection already lost (db/pg-client). */
export const markUnavailable = <T>(error: T): T => {
  if (error && typeof error === 'object') marked.add(error);
  return error;
};

// Class 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
// connections).
const LOST_STATES = /^(08...|57P0[123]|53300)$/;
const LOST_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres' own words for a socket that ended, timed out or is no longer usable.
const LOST_MESSAGES = /^Connection terminated|not queryable|timeout exceeded when trying to connect/;

type Chain = { code?: unknown; message?: unknown; cause?: unknown };

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e = error as Chain | undefined, depth = 0; e && depth < 5; e = e.cause as Chain, depth += 1) {
    if (typeof e !== 'object') return false;
    if (marked.has(e)) return true;
    if (typeof e.code === 'string' && (LOST_STATES.test(e.code) || LOST_SYSCALLS.has(e.code))) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
};
