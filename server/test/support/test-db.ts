import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase, rowsOf } from '../../src/db/client';
import { templateDir } from './template';

/** One database per test file: a copy of the PGlite template, or (DATABASE_URL set) a fresh PostgreSQL
 * database created here and dropped in `close`, so runs never share state. */
export const openTestDb = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
    cpSync(templateDir(), dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir, migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

/** Empties every table (fast reset between tests). */
export const resetDb = async (db: Db): Promise<void> => {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  );
  const list = tables.map((t) => `"${t.tablename}"`).join(', ');
  if (list) await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
};
