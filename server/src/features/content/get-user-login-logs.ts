import { count, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { loginLogs } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

const wire = (row: typeof loginLogs.$inferSelect) => ({
  // Older rows may predate the prefix stripping at sign-in: strip again so the table never shows ::ffff:.
  login_log_pk: String(row.id),
  login_datetime: wireDate(row.createdAt),
  login_log_ip: row.ip.replace(/^::ffff:/i, ''),
  login_browser: row.browser,
  login_os: row.os,
});

/** The caller's own sign-ins, newest first: all of them as the spec calls it (the exports), or with
 * `?page=&size=` (contract 1.3) one page plus `paging.total` (the table). */
export const getUserLoginLogsHandler = defineHandler(
  endpoints['user.getUserLoginLogs'],
  async ({ db, userId, query }) => {
    const { page, size } = query as { page?: number; size?: number };
    const own = eq(loginLogs.userId, userId);
    const select = db.select().from(loginLogs).where(own).orderBy(desc(loginLogs.id));
    if (page === undefined || size === undefined) return ok((await select).map(wire));
    const rows = await select.limit(size).offset((page - 1) * size);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(loginLogs).where(own);
    return ok(rows.map(wire), 'Success', { paging: { page, size, total } });
  },
);
