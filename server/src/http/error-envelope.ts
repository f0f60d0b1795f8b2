import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from './api-error';
import { closeAfterAnswer } from './lingering-close';
import { JSON_BODY_LIMIT } from './json-body';

/** The SQLSTATE of a database error, however the driver and Drizzle wrap it. */
const sqlStateOf = (error: unknown): string | undefined => {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

/** A "data exception" (class 22: value too long, out of range, bad encoding …) is the caller's input that no
 * schema caught: answer 400 naming the longest string field rather than 500. A safety net only — the contract's
 * maxLength and the input guard should catch these first. */
const dataException = (error: unknown, body: unknown): string | null => {
  if (!sqlStateOf(error)?.startsWith('22')) return null;
  const limit = Number(/\((\d+)\)/.exec(String((error as Error).message ?? ''))?.[1] ?? Number.NaN);
  const strings =
    body && typeof body === 'object'
      ? Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      : [];
  const culprit = strings
    .filter(([, value]) => Number.isNaN(limit) || value.length > limit)
    .sort((a, b) => b[1].length - a[1].length)[0];
  if (culprit)
    return `${culprit[0]}: ${Number.isNaN(limit) ? 'invalid value' : `must be at most ${limit} characters`}`;
  return 'body: a value is out of range or too long';
};

/** The database is restarting or unreachable: nothing was charged twice, and the caller may come back (the kit
 * sends a call with an Idempotency-Key once more with the same key). */
const UNAVAILABLE = {
  code: '503',
  message: 'The service is briefly unavailable. Please try again in a moment.',
  data: null,
};
export const RETRY_AFTER_SECONDS = 1;

export const envelopeOf = (
  error: unknown,
  body?: unknown,
): { status: number; body: { code: string; message: string; data: null } } => {
  if (error instanceof ApiError)
    return { status: error.httpStatus, body: { code: error.code, message: error.message, data: null } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: UNAVAILABLE };
  const invalid = dataException(error, body);
  if (invalid) return { status: 400, body: { code: '400', message: invalid, data: null } };
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.statusCode === 429)
    return {
      status: 429,
      body: { code: '429', message: 'Too many requests, please try again later.', data: null },
    };
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return {
      status: 413,
      body: { code: '413', message: `body: must be at most ${JSON_BODY_LIMIT / 1024} KB`, data: null },
    };
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.statusCode === 413)
    return { status: 413, body: { code: '413', message: 'File size must be less than 5MB', data: null } };
  if (fastifyError.statusCode && fastifyError.statusCode < 500)
    return {
      status: fastifyError.statusCode,
      body: {
        code: String(fastifyError.statusCode),
        message: fastifyError.message ?? 'Bad request',
        data: null,
      },
    };
  return {
    status: 500,
    body: { code: '500', message: 'Something went wrong, please try again later.', data: null },
  };
};

/** Every error leaves as the envelope { code, message, data: null }. */
export const installErrorEnvelope = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = envelopeOf(error, request.body);
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    else if (status >= 500 && status !== 501) request.log.error(error);
    // Refused before its body arrived (gate, size, a form cut off): close rather than read the rest to reuse it.
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      closeAfterAnswer(request.raw);
    }
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: '404', message: 'Not found', data: null }),
  );
};
