import type { FastifyRequest } from 'fastify';
import { cleanIp } from '../security/user-agent';

/** The caller's address (IP echo, login log): request.ip, the same address the rate limit keys on — the socket's
 * peer, or the client named by a proxy listed in TRUST_PROXY. */
export const callerIp = (request: FastifyRequest): string => cleanIp(request.ip);
