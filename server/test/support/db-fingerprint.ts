import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/client';

/** Every public table's rows as one JSON text per table: equal fingerprints mean nothing changed. */
export const dbFingerprint = async (db: Db): Promise<Record<string, string>> => {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const print: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ body: string | null }>(
      await db.execute(
        sql.raw(`select (select json_agg(t order by t::text)::text from "${tablename}" t) as body`),
      ),
    );
    print[tablename] = row?.body ?? '';
  }
  return print;
};
