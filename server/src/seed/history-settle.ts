import type { Tx } from '../db/client';
import { type Leg, captureHold, hold, releaseHold } from '../ledger/index';
import type { Ctx } from './history-kit';

export type Held = {
  accountId: number;
  total: string;
  reference: string;
  at: Date;
  status: string;
  kind: string;
  credits: Leg[];
};

/** A reviewed operation as the back office leaves it: the total is held, then captured into `credits`
 * (Completed, ledger reference `<reference>-C`), released (Failed) or still held (Pending). */
export const settle = async (
  ctx: Ctx,
  tx: Tx,
  op: Held,
): Promise<{ holdId: number; transactionId: number | null }> => {
  const holdId = await hold(tx, { accountId: op.accountId, amount: op.total, reference: op.reference });
  ctx.stamps.set(op.reference, op.at);
  if (op.status === 'Failed') await releaseHold(tx, holdId);
  if (op.status !== 'Completed') return { holdId, transactionId: null };
  const posted = await captureHold(tx, { holdId, credits: op.credits, kind: op.kind });
  ctx.stamps.set(`${op.reference}-C`, op.at);
  return { holdId, transactionId: posted.transactionId };
};
