import type { AnyHandler } from '../../http/handler';
import { endOtherSessionsHandler } from './end-other-sessions';
import { endSessionHandler } from './end-session';
import { getSecurityEventsHandler } from './get-security-events';
import { listSessionsHandler } from './list-sessions';

/** The customer's own sessions and security trail (contract 1.5). */
export const accountSecurityHandlers: AnyHandler[] = [
  listSessionsHandler,
  endSessionHandler,
  endOtherSessionsHandler,
  getSecurityEventsHandler,
];
