import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ACCESS_KEY_HEADER, IDEMPOTENCY_KEY_HEADER, REFRESH_TOKEN_HEADER, endpoints } from './contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { handlers } from './features/registry';
import { ApiError } from './http/api-error';
import { registerContractRoutes } from './http/registrar';
import { MAX_UPLOAD_BYTES } from './http/uploads';

export type BuildOptions = { db: Db; config: AppConfig };

const envelopeOf = (error: unknown): { status: number; body: { code: string; message: string; data: null } } => {
  if (error instanceof ApiError) return { status: error.httpStatus, body: { code: error.code, message: error.message, data: null } };
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.statusCode === 429) return { status: 429, body: { code: '429', message: 'Too many requests, please try again later.', data: null } };
  if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || fastifyError.statusCode === 413) return { status: 413, body: { code: '413', message: 'File size must be less than 5MB', data: null } };
  if (fastifyError.statusCode && fastifyError.statusCode < 500) return { status: fastifyError.statusCode, body: { code: String(fastifyError.statusCode), message: fastifyError.message ?? 'Bad request', data: null } };
  return { status: 500, body: { code: '500', message: 'Something went wrong, please try again later.', data: null } };
};

export const buildApp = async ({ db, config }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: config.logger, bodyLimit: 1_048_576 });
  // Images are fetched from the portal's own origin(s): allow cross-origin embedding of our answers.
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, {
    origin: config.corsOrigins,
    allowedHeaders: ['content-type', 'authorization', ACCESS_KEY_HEADER, REFRESH_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER],
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5 } });
  // An empty JSON body (POST with no fields) is an empty object, not a parse error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, text === '' ? {} : JSON.parse(String(text)));
    } catch {
      done(new ApiError('400', 'body: invalid JSON', 400), undefined);
    }
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = envelopeOf(error);
    if (status >= 500 && status !== 501) request.log.error(error);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: '404', message: 'Not found', data: null }));
  registerContractRoutes(app, { db, config, endpoints, handlers, log: (message) => app.log.warn(message) });
  return app;
};
