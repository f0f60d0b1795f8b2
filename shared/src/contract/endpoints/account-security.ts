import * as v from 'valibot';
import { answerOf, defineEndpoint } from '../define-endpoint';
import { messageAnswer } from '../common-schemas';
import { activeSessionSchema, securityEventSchema, sessionParamsSchema } from '../schemas/account-security';
import { pageQueryWith, pagingSchema } from '../schemas/paging';
import { listOf } from '../schemas/wire';

// Contract 1.5 (issue 22): the caller's own sessions and security events. Another customer's session id
// answers 404, exactly like an id that never existed.

export const accountSecurityEndpoints = {
  'auth.listSessions': defineEndpoint({
    id: 'auth.listSessions',
    method: 'GET',
    path: 'user/auth/sessions',
    auth: 'user',
    answer: answerOf(listOf(activeSessionSchema)),
  }),
  'auth.endSession': defineEndpoint({
    id: 'auth.endSession',
    method: 'POST',
    path: 'user/auth/sessions/:session_id/end',
    auth: 'user',
    params: sessionParamsSchema,
    answer: messageAnswer,
  }),
  'auth.endOtherSessions': defineEndpoint({
    id: 'auth.endOtherSessions',
    method: 'POST',
    path: 'user/auth/sessions/end-others',
    auth: 'user',
    answer: answerOf(v.looseObject({ ended: v.number() })),
  }),
  'user.getSecurityEvents': defineEndpoint({
    id: 'user.getSecurityEvents',
    method: 'GET',
    path: 'user/getSecurityEvents',
    auth: 'user',
    /** Newest first; `?page=&size=` answers one page plus `paging` like the other lists. */
    query: pageQueryWith({}),
    answer: answerOf(listOf(securityEventSchema), { paging: pagingSchema }),
  }),
};
