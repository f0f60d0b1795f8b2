import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../src/db/client';
import { templateDatabase, templateImage } from './template';

/** A migrated PGlite data dir, dumped once per migration set (written under another name and renamed, so a run
 * stopped half-way leaves nothing that looks finished). */
const buildPgliteTemplate = async (): Promise<void> => {
  const image = templateImage();
  if (existsSync(image)) return;
  const building = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const client = new PGlite(building);
  await migrate(drizzle({ client }), { migrationsFolder });
  // The dump is of the files: what the migrations wrote must be on them, not only in the WAL.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  rmSync(building, { recursive: true, force: true });
  writeFileSync(`${image}-${process.pid}`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${image}-${process.pid}`, image);
};

/** The migrated template database, built under another name and renamed, so a run stopped half-way leaves none
 * that looks finished. Templates of other migration sets stay: another checkout's run may be copying one. */
const buildPostgresTemplate = async (url: string): Promise<void> => {
  const name = templateDatabase();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query('select from pg_database where datname = $1', [name]);
    if (rows.length > 0) return;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    await database.close();
    // Another run may have finished the same template meanwhile: then its copy serves, and this one goes.
    await admin
      .query(`alter database ${building} rename to ${name}`)
      .catch(() => admin.query(`drop database ${building}`));
  } finally {
    await admin.end();
  }
};

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  await (url ? buildPostgresTemplate(url) : buildPgliteTemplate());
}
