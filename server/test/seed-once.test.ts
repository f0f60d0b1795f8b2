import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { seedIfEmpty } from '../src/seed/index';
import { useHarness } from './support/harness';
import { sameDatabase } from './support/same-database';
import { resetDb } from './support/test-db';

// Issue 20 "Starting": a production start (no demo users) seeded the reference data again on every start.
// Seeding is done once, under an advisory lock, with a marker row.
const h = useHarness();
const REFERENCE = [
  'news',
  'faqs',
  'faq_categories',
  'document_types',
  'card_products',
  'delivery_options',
  'countries',
  'user_groups',
  'brokers',
  'users',
];

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      REFERENCE.map(async (table) => {
        const [row] = rowsOf<{ n: number }>(
          await h.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
        );
        return [table, row!.n] as const;
      }),
    ),
  );

beforeEach(() => resetDb(h.database.db));

test('a production seed run twice (two restarts) seeds the reference data once', async () => {
  expect(await seedIfEmpty(h.database.db, { demoUsers: false })).toBe(true);
  const once = await counts();
  expect(once).toMatchObject({ users: 0 });
  expect(once.news).toBeGreaterThan(0);
  expect(once.card_products).toBeGreaterThan(0);
  expect(await seedIfEmpty(h.database.db, { demoUsers: false })).toBe(false);
  expect(await seedIfEmpty(h.database.db, { demoUsers: false })).toBe(false);
  expect(await counts()).toEqual(once);
});

test('two processes seeding at the same moment: one seeds, the other finds it done', async () => {
  const other = await sameDatabase(h.database.db);
  try {
    const results = await Promise.all([
      seedIfEmpty(h.database.db, { demoUsers: false }),
      seedIfEmpty(other.db, { demoUsers: false }),
    ]);
    expect(results.sort()).toEqual([false, true]);
  } finally {
    await other.close();
  }
  const both = await counts();
  await resetDb(h.database.db);
  await seedIfEmpty(h.database.db, { demoUsers: false });
  expect(both).toEqual(await counts());
});
