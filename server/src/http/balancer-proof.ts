import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The header the balancer adds with PROXY_SECRET (nginx: proxy_set_header). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

const matches = (given: unknown, expected: Buffer): boolean => {
  const bytes = Buffer.from(typeof given === 'string' ? given : '');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
};

/**
 * On one host TRUST_PROXY's address proves nothing: any local process dials the API port from 127.0.0.1 too. With
 * PROXY_SECRET set, only a request carrying it (the balancer's) keeps its forwarded headers; any other has them
 * dropped before anything reads request.ip (Fastify reads it from the headers when asked), so its address is the
 * socket's peer. The secret itself never reaches a handler or a log.
 */
export const installBalancerProof = (app: FastifyInstance, secret: string | undefined) => {
  if (!secret) return;
  const expected = Buffer.from(secret);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const proven = matches(headers[PROXY_SECRET_HEADER], expected);
    delete headers[PROXY_SECRET_HEADER];
    if (!proven) for (const name of FORWARDED) delete headers[name];
  });
};
