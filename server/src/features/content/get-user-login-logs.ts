import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { loginLogs } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';

/** The caller's own sign-ins, newest first (the activity-log table pages them client-side). */
export const getUserLoginLogsHandler = defineHandler(endpoints['user.getUserLoginLogs'], async ({ db, userId }) => {
  const rows = await db.select().from(loginLogs).where(eq(loginLogs.userId, userId)).orderBy(desc(loginLogs.id)).limit(500);
  return ok(rows.map((row) => ({
    // Older rows may predate the prefix stripping at sign-in: strip again so the table never shows ::ffff:.
    login_log_pk: String(row.id), login_datetime: wireDate(row.createdAt), login_log_ip: row.ip.replace(/^::ffff:/i, ''), login_browser: row.browser, login_os: row.os,
  })));
});
