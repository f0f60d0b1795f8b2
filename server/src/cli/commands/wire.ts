import { formatFiat } from '../../contract';
import { and, eq } from 'drizzle-orm';
import { notifyUser } from '../../domain/notify';
import { outgoingWires } from '../../db/schema/index';
import { captureHold, houseAccount, releaseHold } from '../../ledger/index';
import { type Command, need } from '../command';

/** Outgoing wire Pending → Completed (hold captured: external + fee) or Failed (hold released). */
export const wireCommand: Command = {
  name: 'wire',
  usage: 'wire complete|fail <wire id>',
  run: async (db, [action, id]) => {
    if (action !== 'complete' && action !== 'fail') throw new Error('action must be complete or fail');
    const wireId = Number(need(id, 'wire id'));
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outgoingWires)
        .where(and(eq(outgoingWires.id, wireId), eq(outgoingWires.status, 'Pending')))
        .for('update');
      if (!row || !row.holdId) throw new Error(`no pending wire ${wireId}`);
      if (action === 'fail') {
        await releaseHold(tx, row.holdId);
        await tx.update(outgoingWires).set({ status: 'Failed' }).where(eq(outgoingWires.id, row.id));
        return `wire ${row.id} failed, ${row.totalAmount} ${row.currency} released`;
      }
      const credits = [
        { accountId: await houseAccount(tx, 'external', row.currency), amount: row.amount },
        { accountId: await houseAccount(tx, 'fees', row.currency), amount: row.adminFees },
      ];
      const posted = await captureHold(tx, { holdId: row.holdId, kind: 'outgoing-wire', credits });
      await tx
        .update(outgoingWires)
        .set({ status: 'Completed', ledgerTransactionId: posted.transactionId })
        .where(eq(outgoingWires.id, row.id));
      // In the same transaction as the capture: a completion that fails notifies nothing.
      await notifyUser(tx, row.userId, {
        title: 'Wire completed',
        description: `Your wire of ${formatFiat(row.amount, row.currency)} was sent (ref. ${row.reference})`,
        transactionType: 'Outgoing',
      });
      return `wire ${row.id} completed`;
    });
  },
};
