import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY_HEADER, type EndpointDefinition } from '../contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type AccessClaims, verifyAccess } from '../security/tokens';
import { ApiError } from './api-error';
import { assertAnnouncedSize, multipartByteLimit } from './multipart-limits';

const ANONYMOUS: AccessClaims = { userId: 0, familyId: '' };
const claimsByRequest = new WeakMap<FastifyRequest, AccessClaims>();

/**
 * The route's onRequest hook: the access key, the bearer token (user endpoints) and a form's announced size are
 * checked before a byte of the body is read or parsed, so an anonymous or oversized request costs next to nothing.
 */
export const requestGate =
  (deps: { db: Db; config: AppConfig }, endpoint: EndpointDefinition) =>
  async (request: FastifyRequest): Promise<void> => {
    // Images referenced by <img>/<link> cannot carry headers; public binary answers skip the access key.
    if (
      !(endpoint.binary && endpoint.auth === 'public') &&
      request.headers[ACCESS_KEY_HEADER] !== deps.config.accessKey
    )
      throw new ApiError('403', 'Access key missing or invalid', 403);
    const claims =
      endpoint.auth === 'user'
        ? await verifyAccess(deps.db, deps.config, request.headers.authorization)
        : ANONYMOUS;
    if (endpoint.files) assertAnnouncedSize(request, multipartByteLimit(endpoint.files));
    claimsByRequest.set(request, claims);
  };

/** The caller the gate let through (anonymous for public endpoints). */
export const claimsOf = (request: FastifyRequest): AccessClaims => {
  const claims = claimsByRequest.get(request);
  if (!claims) throw new Error('the request gate did not run for this route');
  return claims;
};
