import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

export const envelopeOf = (error: unknown): { status: number; body: { code: string; message: string; data: null } } => {
  if (error instanceof ApiError) return { status: error.httpStatus, body: { code: error.code, message: error.message, data: null } };
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.statusCode === 429) return { status: 429, body: { code: '429', message: 'Too many requests, please try again later.', data: null } };
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.statusCode === 413) return { status: 413, body: { code: '413', message: 'File size must be less than 5MB', data: null } };
  if (fastifyError.statusCode && fastifyError.statusCode < 500) return { status: fastifyError.statusCode, body: { code: String(fastifyError.statusCode), message: fastifyError.message ?? 'Bad request', data: null } };
  return { status: 500, body: { code: '500', message: 'Something went wrong, please try again later.', data: null } };
};

/** Every error leaves as the envelope { code, message, data: null }. */
export const installErrorEnvelope = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = envelopeOf(error);
    if (status >= 500 && status !== 501) request.log.error(error);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: '404', message: 'Not found', data: null }));
};
