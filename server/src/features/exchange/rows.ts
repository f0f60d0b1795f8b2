import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeOrders, swapOrders } from '../../db/schema/index';
import { wireDate } from '../../db/wire';

/** The caller's buy/sell and swap rows, newest first (admin hash only when Completed, note when not Pending). */
export const buySellRows = async (db: Executor, userId: number) =>
  (
    await db
      .select()
      .from(exchangeOrders)
      .where(eq(exchangeOrders.userId, userId))
      .orderBy(desc(exchangeOrders.id))
  ).map((o) => ({
    exchange_id: String(o.id),
    transaction_hash: o.reference,
    created_datetime: wireDate(o.createdAt),
    exchange_type: o.exchangeType,
    exchnage_pair: o.exchnagePair,
    admin_reward: o.adminReward,
    fiat_amount: o.fiatAmount,
    crypto_amount: o.cryptoAmount,
    transfer_status: o.status,
    admin_transaction_hash: o.status === 'Completed' ? o.adminTransactionHash : null,
    admin_note: o.status === 'Pending' ? null : o.adminNote,
  }));

export const swapRows = async (db: Executor, userId: number) =>
  (await db.select().from(swapOrders).where(eq(swapOrders.userId, userId)).orderBy(desc(swapOrders.id))).map(
    (s) => ({
      swap_id: String(s.id),
      transaction_hash: s.reference,
      created_datetime: wireDate(s.createdAt),
      from_amount: s.fromAmount,
      coin_code: s.fromCoin,
      from_coincode: s.fromCoin,
      to_amount: s.toAmount,
      to_coin_code: s.toCoin,
      to_coincode: s.toCoin,
      admin_reward: s.adminReward,
      swap_status: s.status,
    }),
  );
