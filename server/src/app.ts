import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { ACCESS_KEY_HEADER, IDEMPOTENCY_KEY_HEADER, REFRESH_TOKEN_HEADER, endpoints } from './contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { handlers } from './features/registry';
import { JSON_BODY_LIMIT, parseJsonBody } from './http/json-body';
import { installBalancerProof } from './http/balancer-proof';
import { installErrorEnvelope } from './http/error-envelope';
import { installMessageLanguage } from './http/message-language';
import { type Drain, type PoolStats, registerOpsRoutes, requestIdOf } from './http/ops-routes';
import { registerContractRoutes } from './http/registrar';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { MAX_UPLOAD_BYTES } from './http/uploads';
import { createGuards } from './security/throttle';

export type BuildOptions = { db: Db; config: AppConfig; poolStats?: PoolStats; drain?: Drain };

export const buildApp = async ({ db, config, poolStats, drain }: BuildOptions): Promise<FastifyInstance> => {
  const { idleMs, headersMs, requestMs, checkIntervalMs } = config.httpTimeouts;
  const app = Fastify({
    logger: config.logger,
    // JSON bodies are small (uploads are multipart, limited per endpoint by http/multipart-limits).
    bodyLimit: JSON_BODY_LIMIT,
    // A stalled or trickling client is cut off (idle socket, unfinished head, unfinished request).
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    // One log line per request, written by the ops hooks with the balancer's request id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // While draining (SIGTERM), requests that arrive on connections already open are still answered: a 503 to a
    // POST could not be passed on by the balancer (it never repeats a request it has sent).
    return503OnClosing: false,
    // request.ip is the client a listed proxy names in X-Forwarded-For, else the socket's peer: rate-limit key,
    // login log and IP echo alike. No list, no header is believed.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  // First of all hooks: the rate limit and every log read request.ip.
  installBalancerProof(app, config.proxySecret);
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    allowedHeaders: [
      'content-type',
      'authorization',
      ACCESS_KEY_HEADER,
      REFRESH_TOKEN_HEADER,
      IDEMPOTENCY_KEY_HEADER,
      'accept-language',
    ],
    methods: ['GET', 'POST', 'OPTIONS'],
    // A cross-origin portal (npm start) would otherwise ask again before every call after Chrome's 5 s default:
    // one round trip more per call. 2 h is Chrome's ceiling.
    maxAge: 7200,
  });
  // JSON answers above 1 KB go out brotli or gzip (Accept-Encoding); brotli quality 4: on-the-fly compression
  // must cost less than the bytes it saves (the default 11 is for build-time precompression).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimit(app, config);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5 } });
  // An empty JSON body (POST with no fields) is an empty object; a deep one is refused before JSON.parse.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(String(text)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // API answers carry balances and personal data: no cache may keep them (binary answers set their own).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  installMessageLanguage(app);
  installErrorEnvelope(app);
  registerOpsRoutes(app, { db, poolStats, drain });
  registerContractRoutes(app, {
    db,
    config,
    guards: createGuards(db),
    endpoints,
    handlers,
    log: (message) => app.log.warn(message),
  });
  return app;
};
