import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../src/db/client';
import { emptyDb } from './reset';
import { templateDatabase, templateImage } from './template';

/** One database per test file: a copy of the migrated template (PGlite in memory from its dump, or with DATABASE_URL a PostgreSQL
 * database created from the template database and dropped in `close`), so runs never share state. */
export const openTestDb = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ image: new Blob([readFileSync(templateImage())]), migrate: false });
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase()}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), migrate: false });
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

/** Empties every table and restarts every sequence. */
export const resetDb = (db: Db): Promise<void> => emptyDb(db);
