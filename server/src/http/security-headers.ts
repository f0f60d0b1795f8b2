import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, nosniff, frame and referrer policies …) on every answer. The middleware is built
 * once here: @fastify/helmet builds it again for every request (its CSP directives parsed each time), a cost the
 * API paid on every call. Same headers, same values; no per-route options or CSP nonces are used by this API.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  // Images are fetched from the portal's own origin(s): allow cross-origin embedding of our answers.
  const secure = helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.addHook('onRequest', (request, reply, done) => secure(request.raw, reply.raw, () => done()));
};
