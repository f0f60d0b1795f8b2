import { count, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { securityEvents } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

const wire = (row: typeof securityEvents.$inferSelect) => ({
  security_event_pk: String(row.id),
  event_type: row.kind,
  event_datetime: wireDate(row.createdAt),
  ip: row.ip,
  browser: row.browser,
  os: row.os,
  detail: row.detail,
});

/** The caller's own security events, newest first: the whole list as a list call without a query string, or
 * with `?page=&size=` one page plus `paging.total` (the activity-log conventions). */
export const getSecurityEventsHandler = defineHandler(
  endpoints['user.getSecurityEvents'],
  async ({ db, userId, query }) => {
    const { page, size } = query as { page?: number; size?: number };
    const own = eq(securityEvents.userId, userId);
    const select = db.select().from(securityEvents).where(own).orderBy(desc(securityEvents.id));
    if (page === undefined || size === undefined) return ok((await select).map(wire));
    const rows = await select.limit(size).offset((page - 1) * size);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(securityEvents).where(own);
    return ok(rows.map(wire), 'Success', { paging: { page, size, total } });
  },
);
