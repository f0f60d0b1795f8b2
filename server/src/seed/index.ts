import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Db, type Executor, rowsOf } from '../db/client';
import { seedRuns } from '../db/schema/index';
import type { StorageConfig } from '../storage/file-store';
import { seedCardProducts } from './cards-products';
import { seedHistory } from './history-seed';
import { seedKycDemo } from './kyc-demo';
import { seedKycReference } from './kyc-reference';
import { seedContent, seedReferenceData } from './reference-data';
import { seedDemoUsers } from './seed-demo-users';
import { seedWalletReference } from './transactions-reference';

/** Key of the seed's transaction-level advisory lock (any number every process shares). */
const SEED_LOCK = 7_204_312;

/** Seeded before: the marker row, or (a database seeded before the marker existed) users or news. */
const alreadySeeded = async (db: Executor): Promise<boolean> => {
  const [row] = rowsOf<{ seeded: boolean }>(
    await db.execute(
      sql`select exists (select 1 from seed_runs) or exists (select 1 from users)
            or exists (select 1 from news) as seeded`,
    ),
  );
  return row?.seeded ?? false;
};

/** Seeds a database once, in one transaction; returns false when it was seeded already. Processes starting
 * together queue on an advisory lock: the first seeds and writes the marker, the others then see it. Without
 * `demoUsers` (a production start) no account with a known password is created. */
export const seedIfEmpty = async (
  db: Db,
  { demoUsers = true, storage }: { demoUsers?: boolean; storage?: StorageConfig } = {},
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await alreadySeeded(tx)) return false;
    await seedReferenceData(tx);
    await seedContent(tx);
    await seedWalletReference(tx);
    if (demoUsers) await seedDemoUsers(tx);
    await seedKycReference(tx);
    if (demoUsers) await seedKycDemo(tx, storage ?? loadConfig());
    await seedCardProducts(tx);
    if (demoUsers) await seedHistory(tx);
    await tx.insert(seedRuns).values({ name: demoUsers ? 'reference+demo' : 'reference' });
    return true;
  });
