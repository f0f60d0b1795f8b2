import { formatCrypto } from '../../contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cryptoDeposits } from '../../db/schema/index';
import { notifyUser } from '../../domain/notify';
import { houseAccount, move } from '../../ledger/index';

/** Credits a detected crypto deposit once (row lock + status check): external clearing → wallet. */
export const creditCryptoDeposit = (db: Db, depositId: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.id, depositId), eq(cryptoDeposits.status, 'Pending')))
      .for('update');
    if (!row) return false;
    const posted = await move(tx, {
      from: await houseAccount(tx, 'external', row.coinCode),
      to: row.walletId,
      amount: row.amount,
      reference: row.reference,
      kind: 'crypto-deposit',
    });
    await tx
      .update(cryptoDeposits)
      .set({ status: 'Completed', ledgerTransactionId: posted.transactionId })
      .where(eq(cryptoDeposits.id, row.id));
    // In the crediting transaction: a deposit is notified exactly when it is credited.
    await notifyUser(tx, row.userId, {
      title: 'Deposit credited',
      description: `${formatCrypto(row.amount, row.coinCode)} credited to your wallet (ref. ${row.reference})`,
      transactionType: 'Deposit',
    });
    return true;
  });
