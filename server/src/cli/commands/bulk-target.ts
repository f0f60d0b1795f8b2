import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { need, userByEmail } from '../command';

const MAX = 100_000;

/** The customer, how many rows and the fiat wallet that the measurement commands (`transactions`,
 * `statement-rows`) fill: a whole count from 1 to 100,000, EUR or USD, a wallet the customer has. */
export const bulkTarget = async (
  db: Db,
  email: string | undefined,
  count: string | undefined,
  currency: string,
) => {
  const user = await userByEmail(db, email);
  const total = Number(need(count, 'count'));
  if (!Number.isInteger(total) || total < 1 || total > MAX)
    throw new Error(`count must be a whole number from 1 to ${MAX}`);
  if (currency !== 'EUR' && currency !== 'USD') throw new Error('currency must be EUR or USD');
  const [wallet] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, user.id),
        eq(ledgerAccounts.kind, 'fiat'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  if (!wallet) throw new Error(`${email} has no ${currency} wallet`);
  return { user, total, wallet, currency: currency as 'EUR' | 'USD' };
};
