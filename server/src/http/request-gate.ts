import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ACCESS_KEY_HEADER, type EndpointDefinition } from '../contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type AccessClaims, verifyAccess } from '../security/tokens';
import { ApiError } from './api-error';
import { onceMoreWhenDatabaseBack } from './database-retry';
import { assertAnnouncedSize, multipartByteLimit } from './multipart-limits';

const ANONYMOUS: AccessClaims = { userId: 0, familyId: '' };
const claimsByRequest = new WeakMap<FastifyRequest, AccessClaims>();

/** Images referenced by <img>/<link> cannot carry headers; public binary answers skip the access key. */
const assertAccessKey = (config: AppConfig, endpoint: EndpointDefinition, request: FastifyRequest) => {
  if (
    !(endpoint.binary && endpoint.auth === 'public') &&
    request.headers[ACCESS_KEY_HEADER] !== config.accessKey
  )
    throw new ApiError('403', 'Access key missing or invalid', 403);
};

/**
 * The route's onRequest hook: the access key, the bearer token (user endpoints) and a form's announced size are
 * checked before a byte of the body is read or parsed, so an anonymous or oversized request costs next to nothing.
 * Public endpoints get a callback hook (nothing to wait for: no promise per request); user endpoints await the
 * token's session.
 */
export const requestGate = (deps: { db: Db; config: AppConfig }, endpoint: EndpointDefinition) => {
  const formLimit = endpoint.files ? multipartByteLimit(endpoint.files) : undefined;
  const admit = (request: FastifyRequest, claims: AccessClaims) => {
    if (formLimit !== undefined) assertAnnouncedSize(request, formLimit);
    claimsByRequest.set(request, claims);
  };
  if (endpoint.auth === 'user')
    return async (request: FastifyRequest): Promise<void> => {
      assertAccessKey(deps.config, endpoint, request);
      // The session is read from the database: a lost connection is tried once more (http/database-retry).
      const claims = await onceMoreWhenDatabaseBack(deps.db, false, () =>
        verifyAccess(deps.db, deps.config, request.headers.authorization),
      );
      admit(request, claims);
    };
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    try {
      assertAccessKey(deps.config, endpoint, request);
      admit(request, ANONYMOUS);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
};

/** The caller the gate let through (anonymous for public endpoints). */
export const claimsOf = (request: FastifyRequest): AccessClaims => {
  const claims = claimsByRequest.get(request);
  if (!claims) throw new Error('the request gate did not run for this route');
  return claims;
};
