import { and, desc, eq } from 'drizzle-orm';
import { ledgerAccounts, walletAddressRequests } from '../../db/schema/index';
import { type Command, need } from '../command';

/** Approves (the wallet takes the requested address, then it is read-only) or rejects a wallet-address request. */
export const walletAddressCommand: Command = {
  name: 'wallet-address',
  usage: 'wallet-address approve|reject <request id> [reason] | list',
  run: async (db, [action, id, ...reason]) => {
    if (action === 'list') {
      const rows = await db
        .select()
        .from(walletAddressRequests)
        .where(eq(walletAddressRequests.status, 'Pending'))
        .orderBy(desc(walletAddressRequests.id));
      return (
        rows
          .map((r) => `${r.id}\tuser ${r.userId}\twallet ${r.walletId}\t${r.walletAddress}\t${r.network}`)
          .join('\n') || 'no pending requests'
      );
    }
    if (action !== 'approve' && action !== 'reject')
      throw new Error('action must be approve, reject or list');
    const requestId = Number(need(id, 'request id'));
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(walletAddressRequests)
        .where(and(eq(walletAddressRequests.id, requestId), eq(walletAddressRequests.status, 'Pending')))
        .for('update');
      if (!row) throw new Error(`no pending request ${requestId}`);
      const status = action === 'approve' ? 'Approved' : 'Rejected';
      await tx
        .update(walletAddressRequests)
        .set({
          status,
          rejectedReason: action === 'reject' ? reason.join(' ') || 'Address could not be verified' : null,
        })
        .where(eq(walletAddressRequests.id, row.id));
      await tx
        .update(ledgerAccounts)
        .set(
          action === 'approve'
            ? { walletAddress: row.walletAddress, network: row.network, walletAddressStatus: status }
            : { walletAddressStatus: status },
        )
        .where(eq(ledgerAccounts.id, row.walletId));
      return `wallet address request ${row.id} ${status}`;
    });
  },
};
