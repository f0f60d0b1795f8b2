import { endpoints } from '../../contract';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { type SessionRow, activeSessions } from '../../security/sessions';
import { parseUserAgent } from '../../security/user-agent';

const wire = (row: SessionRow, current: string) => {
  const { browser, os } = parseUserAgent(row.userAgent);
  return {
    session_id: row.familyId,
    browser,
    os,
    ip: row.ip,
    signed_in_at: wireDate(row.createdAt),
    last_seen_at: wireDate(row.lastSeenAt),
    current: row.familyId === current ? ('Yes' as const) : ('No' as const),
  };
};

/** The caller's open sessions, most recently seen first; the caller's own is marked `current`. */
export const listSessionsHandler = defineHandler(
  endpoints['auth.listSessions'],
  async ({ db, config, userId, sessionId }) =>
    ok((await activeSessions(db, config, userId)).map((row) => wire(row, sessionId))),
);
