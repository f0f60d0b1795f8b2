import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cryptoWithdrawals, ibanTransactions } from '../../db/schema/index';
import { captureHold, houseAccount, releaseHold } from '../../ledger/index';
import { type Command, need } from '../command';

const settleIban = async (tx: Tx, id: number, complete: boolean) => {
  const [row] = await tx
    .select()
    .from(ibanTransactions)
    .where(
      and(
        eq(ibanTransactions.id, id),
        eq(ibanTransactions.status, 'Pending'),
        eq(ibanTransactions.paymentType, 'EXTERNAL'),
      ),
    )
    .for('update');
  if (!row || !row.holdId) throw new Error(`no pending IBAN withdrawal ${id}`);
  if (!complete) await releaseHold(tx, row.holdId);
  const posted = complete
    ? await captureHold(tx, {
        holdId: row.holdId,
        kind: 'iban-withdrawal',
        credits: [
          { accountId: await houseAccount(tx, 'external', row.currency), amount: row.amount },
          { accountId: await houseAccount(tx, 'fees', row.currency), amount: row.siteFee },
        ],
      })
    : null;
  await tx
    .update(ibanTransactions)
    .set({ status: complete ? 'Completed' : 'Failed', ledgerTransactionId: posted?.transactionId ?? null })
    .where(eq(ibanTransactions.id, row.id));
};

const settleCrypto = async (tx: Tx, id: number, complete: boolean) => {
  const [row] = await tx
    .select()
    .from(cryptoWithdrawals)
    .where(and(eq(cryptoWithdrawals.id, id), eq(cryptoWithdrawals.status, 'Pending')))
    .for('update');
  if (!row || !row.holdId) throw new Error(`no pending crypto withdrawal ${id}`);
  if (!complete) await releaseHold(tx, row.holdId);
  const credits = [
    { accountId: await houseAccount(tx, 'external', row.coinCode), amount: row.withdrawAmount },
    { accountId: await houseAccount(tx, 'fees', row.coinCode), amount: row.tenpercnt },
    { accountId: await houseAccount(tx, 'network', row.coinCode), amount: row.transactionFees },
  ];
  const posted = complete
    ? await captureHold(tx, { holdId: row.holdId, kind: 'crypto-withdrawal', credits })
    : null;
  await tx
    .update(cryptoWithdrawals)
    .set({
      status: complete ? 'Completed' : 'Failed',
      ledgerTransactionId: posted?.transactionId ?? null,
      transactionHash: complete
        ? `0x${row.reference
            .toLowerCase()
            .replace(/[^0-9a-f]/g, '')
            .padEnd(64, '0')
            .slice(0, 64)}`
        : null,
    })
    .where(eq(cryptoWithdrawals.id, row.id));
};

/** Completes (captures the hold: external + fees) or fails (releases the hold) an IBAN or crypto withdrawal. */
export const withdrawalCommand: Command = {
  name: 'withdrawal',
  usage: 'withdrawal complete|fail iban|crypto <id>',
  run: async (db, [action, kind, id]) => {
    if (action !== 'complete' && action !== 'fail') throw new Error('action must be complete or fail');
    if (kind !== 'iban' && kind !== 'crypto') throw new Error('kind must be iban or crypto');
    const rowId = Number(need(id, 'withdrawal id'));
    await db.transaction((tx) =>
      kind === 'iban'
        ? settleIban(tx, rowId, action === 'complete')
        : settleCrypto(tx, rowId, action === 'complete'),
    );
    return `${kind} withdrawal ${rowId} ${action === 'complete' ? 'completed' : 'failed'}`;
  },
};
