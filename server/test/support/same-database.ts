import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase, rowsOf } from '../../src/db/client';

/** Another connection pool on the test file's own database, as a second API process or the CLI would open it.
 * On PGlite (one process owns the folder) it is the same database object. */
export const sameDatabase = async (db: Db): Promise<Pick<Database, 'db' | 'close'>> => {
  const url = process.env.DATABASE_URL;
  if (!url) return { db, close: async () => undefined };
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const target = new URL(url);
  target.pathname = `/${row!.name}`;
  return openDatabase({ databaseUrl: target.toString(), migrate: false });
};
