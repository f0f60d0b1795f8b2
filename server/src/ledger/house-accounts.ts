import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerAccounts } from '../db/schema/index';

export type HouseRole = 'fees' | 'fx' | 'external' | 'network';

/** The provider's account for a role and currency, created on first use. 'external' mirrors the outside
 * world (deposits come from it, wires go to it) and may go negative. */
export const houseAccount = async (db: Executor, role: HouseRole, currency: string): Promise<number> => {
  const where = and(
    eq(ledgerAccounts.kind, 'house'),
    eq(ledgerAccounts.houseRole, role),
    eq(ledgerAccounts.currency, currency),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({
      kind: 'house',
      houseRole: role,
      currency,
      name: `House ${role} ${currency}`,
      allowNegative: role === 'external' || role === 'fx',
    })
    .returning({ id: ledgerAccounts.id });
  return created!.id;
};
