import { formatFiat } from '../../contract';
import { and, eq } from 'drizzle-orm';
import { notifyUser } from '../../domain/notify';
import { fiatDeposits } from '../../db/schema/index';
import { houseAccount, transfer } from '../../ledger/index';
import { neg } from '../../ledger/decimal';
import { type Command, need } from '../command';

/** Completes a Pending fiat deposit (credits the wallet once: external → wallet + fee) or fails it. */
export const depositCommand: Command = {
  name: 'deposit',
  usage: 'deposit complete|fail <deposit id>',
  run: async (db, [action, id]) => {
    if (action !== 'complete' && action !== 'fail') throw new Error('action must be complete or fail');
    const depositId = Number(need(id, 'deposit id'));
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(fiatDeposits)
        .where(and(eq(fiatDeposits.id, depositId), eq(fiatDeposits.status, 'Pending')))
        .for('update');
      if (!row) throw new Error(`no pending deposit ${depositId}`);
      if (action === 'fail') {
        await tx.update(fiatDeposits).set({ status: 'Failed' }).where(eq(fiatDeposits.id, row.id));
        return `deposit ${row.id} failed`;
      }
      const legs = [
        { accountId: await houseAccount(tx, 'external', row.currency), amount: neg(row.fundAmount) },
        { accountId: row.accountId, amount: row.finaljama },
        { accountId: await houseAccount(tx, 'fees', row.currency), amount: row.tenpercnt },
      ];
      const posted = await transfer(tx, { legs, reference: row.reference, kind: 'fiat-deposit' });
      await tx
        .update(fiatDeposits)
        .set({ status: 'Completed', ledgerTransactionId: posted.transactionId })
        .where(eq(fiatDeposits.id, row.id));
      // In the same transaction as the credit: a completion that fails notifies nothing.
      await notifyUser(tx, row.userId, {
        title: 'Deposit credited',
        description: `${formatFiat(row.finaljama, row.currency)} credited to your account (ref. ${row.reference})`,
        transactionType: 'Deposit',
      });
      return `deposit ${row.id} completed: ${row.finaljama} ${row.currency} credited`;
    });
  },
};
