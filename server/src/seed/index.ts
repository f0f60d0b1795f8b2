import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { seedCardProducts } from './cards-products';
import { seedHistory } from './history-seed';
import { seedKycDemo } from './kyc-demo';
import { seedKycReference } from './kyc-reference';
import { seedContent, seedReferenceData } from './reference-data';
import { seedDemoUsers } from './seed-demo-users';
import { seedWalletReference } from './transactions-reference';

/** Seeds an empty database (no users yet) in one transaction; returns false when it had data already.
 * Without `demoUsers` (a production start) no account with a known password is created. */
export const seedIfEmpty = async (
  db: Db,
  { demoUsers = true }: { demoUsers?: boolean } = {},
): Promise<boolean> => {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedContent(tx);
    await seedWalletReference(tx);
    if (demoUsers) await seedDemoUsers(tx);
    await seedKycReference(tx);
    if (demoUsers) await seedKycDemo(tx);
    await seedCardProducts(tx);
    if (demoUsers) await seedHistory(tx);
  });
  return true;
};
