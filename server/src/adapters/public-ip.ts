import type { FastifyRequest } from 'fastify';
import { cleanIp } from '../security/user-agent';

/** Public-IP lookup: the server echoes the caller's address (behind a proxy, set trustProxy). */
export const callerIp = (request: FastifyRequest): string => cleanIp(request.ip);
