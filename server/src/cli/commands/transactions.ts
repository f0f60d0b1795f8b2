import { sql } from 'drizzle-orm';
import { fiatDeposits } from '../../db/schema/index';
import { readSettings } from '../../domain/fees';
import { dec, fmt, houseAccount, neg, percentOf, transfer } from '../../ledger/index';
import type { Command } from '../command';
import { bulkTarget } from './bulk-target';

const BATCH = 500;

/** Creates N completed fiat deposits for a user, posted through the ledger as the back office completes them
 * (external → wallet + fee), so long-list figures (pnpm bench: 10,000 rows) can be reproduced by anyone. */
export const transactionsCommand: Command = {
  name: 'transactions',
  usage:
    'transactions <e-mail> <count> [EUR|USD]   (creates <count> completed fiat deposits, for long-list measurements)',
  run: async (db, [email, count, currency = 'EUR']) => {
    const { user, total, wallet: account } = await bulkTarget(db, email, count, currency);
    const { 'fees.depositFees': percent = '0' } = await readSettings(db, ['fees.depositFees']);
    const stamp = Date.now().toString(36).toUpperCase();
    for (let start = 0; start < total; start += BATCH) {
      // One transaction per batch: a failure leaves whole batches, and PGlite is not held for the whole run.
      await db.transaction(async (tx) => {
        const external = await houseAccount(tx, 'external', currency);
        const fees = await houseAccount(tx, 'fees', currency);
        for (let i = start; i < Math.min(start + BATCH, total); i += 1) {
          const amount = fmt(dec(10 + ((i * 37) % 990)).plus(dec(i % 100).div(100)), 2);
          const fee = percentOf(amount, percent, 2);
          const credited = fmt(dec(amount).minus(fee), 2);
          const reference = `BENCH-${stamp}-${i}`;
          const legs = [
            { accountId: external, amount: neg(amount) },
            { accountId: account.id, amount: credited },
            { accountId: fees, amount: fee },
          ];
          const posted = await transfer(tx, {
            legs: dec(fee).gt(0) ? legs : legs.slice(0, 2),
            reference,
            kind: 'fiat-deposit',
          });
          await tx.insert(fiatDeposits).values({
            userId: user.id,
            reference,
            accountId: account.id,
            currency,
            fundAmount: amount,
            finaljama: credited,
            tenpercnt: fee,
            information: `Bench deposit ${i + 1}`,
            status: 'Completed',
            ledgerTransactionId: posted.transactionId,
          });
        }
      });
    }
    // Fresh statistics for the grown tables (PGlite has no autovacuum to do it): list pages plan on them.
    await db.execute(sql`analyze fiat_deposits, ledger_transactions, ledger_postings`);
    return `${total} completed ${currency} deposits created for ${email}`;
  },
};
