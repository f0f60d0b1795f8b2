import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { seedReferenceData } from '../../src/seed/reference-data';

// Emptying the database between tests was ~0.3 s of TRUNCATE (new files for ~60 tables) plus ~0.1 s of reference
// seeding, 751 times per database. A DELETE of the few rows a test writes, with foreign-key triggers off for the
// statement, and the sequences set back, gives the same empty tables in one round trip.
const EMPTY_EVERY_TABLE = `
  perform set_config('session_replication_role', 'replica', true);
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('delete from public.%I', t.tablename);
  end loop;
  for s in select sequencename from pg_sequences where schemaname = 'public' and last_value is not null loop
    perform setval(format('public.%I', s.sequencename), 1, false);
  end loop;`;

const block = (body: string) =>
  sql.raw(`do $reset$ declare t record; s record; filled boolean; begin ${body} end $reset$`);

/** Every public table emptied and every sequence restarted, as `truncate … restart identity cascade` would. */
export const emptyDb = async (db: Db): Promise<void> => {
  await db.execute(block(EMPTY_EVERY_TABLE));
};

// The reference data a test starts with, kept beside the tables (schema test_reference) once per database: a copy
// of each non-empty table and each sequence's position, taken right after emptying and seeding.
const GOLDEN = 'test_reference';
const goldenReady = new WeakSet<Db>();

const takeGolden = async (db: Db): Promise<void> => {
  await db.execute(
    block(`
      execute 'drop schema if exists ${GOLDEN} cascade';
      execute 'create schema ${GOLDEN}';
      execute 'create table ${GOLDEN}.sequences (name text primary key, position bigint not null)';
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('select exists (select from public.%I)', t.tablename) into filled;
        if filled then
          execute format('create table ${GOLDEN}.%I as select * from public.%I', t.tablename, t.tablename);
        end if;
      end loop;
      for s in select sequencename, last_value from pg_sequences where schemaname = 'public' and last_value is not null loop
        insert into ${GOLDEN}.sequences values (s.sequencename, s.last_value);
      end loop;`),
  );
};

const RESTORE_GOLDEN = `${EMPTY_EVERY_TABLE}
  for t in select tablename from pg_tables where schemaname = '${GOLDEN}' and tablename <> 'sequences' loop
    execute format('insert into public.%I select * from ${GOLDEN}.%I', t.tablename, t.tablename);
  end loop;
  for s in select name, position from ${GOLDEN}.sequences loop
    perform setval(format('public.%I', s.name), s.position, true);
  end loop;`;

/** The state `emptyDb` then `seedReferenceData` leaves, restored in one statement after the first time. */
export const resetToReference = async (db: Db): Promise<void> => {
  if (!goldenReady.has(db)) {
    await emptyDb(db);
    await seedReferenceData(db);
    await takeGolden(db);
    goldenReady.add(db);
    return;
  }
  await db.execute(block(RESTORE_GOLDEN));
};
