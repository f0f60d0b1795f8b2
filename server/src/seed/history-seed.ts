import { and, eq, sql } from 'drizzle-orm';
import type { Coin, Fiat } from '../adapters/market-prices';
import type { Executor, Tx } from '../db/client';
import { cards } from '../db/schema/index';
import { balanceOf, dec, fmt } from '../ledger/index';
import { cardHistoryEvents } from './history-cards';
import {
  addressEvents,
  cryptoDepositEvent,
  cryptoDepositEvents,
  cryptoTransferEvents,
  cryptoWithdrawEvent,
  cryptoWithdrawEvents,
  transferEvent,
} from './history-crypto';
import { orderEvents, swapEvents } from './history-exchange';
import { depositEvent, depositEvents, internalEvents, wireEvent, wireEvents } from './history-fiat';
import { ibanExternalEvents, walletIbanEvents } from './history-iban';
import { type Ctx, type Event, COINS, FIATS, daysAgo, loadCtx, peer } from './history-kit';

// About 300 transactions of every kind over the past year for personal@demo.portal, run oldest first through
// the ledger (so ids, balances and running balances follow the dates), then stamped with their dates.

const TARGET: Record<Fiat | Coin, number> = {
  EUR: 12000,
  USD: 8000,
  BTC: 0.35,
  ETH: 4,
  USDT: 2500,
  USDC: 1200,
};

/** Lands each wallet near its target with one last ordinary operation (a wire or deposit; a withdrawal,
 * deposit or transfer for crypto), computed from the balance reached at that date. */
const balancing = (ctx: Ctx): Event => {
  const at = daysAgo(ctx, 5);
  return {
    at,
    run: async (tx: Tx) => {
      for (const currency of [...FIATS, ...COINS]) {
        const fiat = currency === 'EUR' || currency === 'USD';
        const account = fiat ? ctx.fiat[currency] : ctx.crypto[currency];
        const diff = dec(TARGET[currency]).minus((await balanceOf(tx, account.id)).balance);
        if (diff.abs().lt(TARGET[currency] * 0.02)) continue;
        const size = fmt(diff.abs().div(fiat ? 1.02 : 1), fiat ? 2 : 8);
        const event = fiat
          ? diff.gt(0)
            ? depositEvent(ctx, at, currency, fmt(diff.div(0.99), 2), 'Completed')
            : wireEvent(ctx, at, 3, currency, size, 'Completed')
          : currency === 'USDC'
            ? diff.gt(0)
              ? transferEvent(ctx, at, peer(ctx, 'crypto@demo.portal'), ctx, currency, size)
              : transferEvent(ctx, at, ctx, peer(ctx, 'vip2@demo.portal'), currency, size)
            : diff.gt(0)
              ? cryptoDepositEvent(ctx, at, currency, size, false)
              : cryptoWithdrawEvent(ctx, at, currency, size, 'Completed');
        await event.run(tx);
      }
    },
  };
};

/** Gives the ledger rows, postings and holds the business dates of their operations; the opening
 * seed deposits go just before the history. */
const stampDates = async (tx: Tx, ctx: Ctx) => {
  const opening = new Date(ctx.now - 366 * 86_400_000).toISOString();
  await tx.execute(
    sql`update ledger_transactions set created_at = ${opening}::timestamptz where kind = 'seed-deposit'`,
  );
  const entries = [...ctx.stamps];
  for (let i = 0; i < entries.length; i += 500) {
    const values = sql.join(
      entries.slice(i, i + 500).map(([ref, at]) => sql`(${ref}, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ledger_transactions t set created_at = v.at from (values ${values}) as v(ref, at) where t.reference = v.ref`,
    );
    await tx.execute(
      sql`update ledger_holds h set created_at = v.at, resolved_at = case when h.status = 'held' then null else v.at end from (values ${values}) as v(ref, at) where h.reference = v.ref`,
    );
  }
  await tx.execute(
    sql`update ledger_postings p set created_at = t.created_at from ledger_transactions t where p.transaction_id = t.id and p.created_at <> t.created_at`,
  );
};

/** Seeds the history once (a user that already has cards is left alone); answers the number of events. */
export const seedHistory = async (db: Executor, now = Date.now()): Promise<number> =>
  db.transaction(async (tx) => {
    const ctx = await loadCtx(tx, now);
    if (!ctx) return 0;
    if (
      (
        await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.userId, ctx.id)))
          .limit(1)
      ).length
    )
      return 0;
    const events = [
      ...addressEvents(ctx),
      ...depositEvents(ctx),
      ...internalEvents(ctx),
      ...wireEvents(ctx),
      ...walletIbanEvents(ctx),
      ...ibanExternalEvents(ctx),
      ...cryptoDepositEvents(ctx),
      ...cryptoWithdrawEvents(ctx),
      ...cryptoTransferEvents(ctx),
      ...orderEvents(ctx),
      ...swapEvents(ctx),
      ...cardHistoryEvents(ctx),
    ];
    events.push(balancing(ctx));
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) await event.run(tx);
    await stampDates(tx, ctx);
    return events.length;
  });
