import { count, desc, eq } from 'drizzle-orm';
import {
  cryptoAddresses,
  cryptoDeposits,
  cryptoTransfers,
  cryptoWithdrawals,
  exchangeOrders,
  swapOrders,
  users,
} from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { ListWindow } from '../../../lib/list-scope';
import { listFilters, type Scope } from './filters';
import { countOf, limited, page } from './paging';

const addressList = (db: Db, s: Scope, window: ListWindow | undefined, direction: string) => {
  const where = listFilters(s).addresses(direction);
  return page(
    window,
    (l, o) => limited(db.select().from(cryptoAddresses).where(where).orderBy(desc(cryptoAddresses.id)), l, o),
    () => countOf(db.select({ total: count() }).from(cryptoAddresses).where(where)),
  );
};

const transferList = (db: Db, s: Scope, window: ListWindow | undefined) => {
  const where = listFilters(s).transfers;
  return page(
    window,
    (l, o) =>
      limited(
        db
          .select({ t: cryptoTransfers, from: users })
          .from(cryptoTransfers)
          .innerJoin(users, eq(users.id, cryptoTransfers.userId))
          .where(where)
          .orderBy(desc(cryptoTransfers.id)),
        l,
        o,
      ),
    () => countOf(db.select({ total: count() }).from(cryptoTransfers).where(where)),
  );
};

/** The seven lists of the crypto transactions page, each read only when called. */
export const cryptoLists = (db: Db, s: Scope, window: ListWindow | undefined) => {
  const f = listFilters(s);
  return {
    buyselltra: () =>
      page(
        window,
        (l, o) =>
          limited(db.select().from(exchangeOrders).where(f.trades).orderBy(desc(exchangeOrders.id)), l, o),
        () => countOf(db.select({ total: count() }).from(exchangeOrders).where(f.trades)),
      ),
    withdrawtransaction: () =>
      page(
        window,
        (l, o) =>
          limited(
            db.select().from(cryptoWithdrawals).where(f.withdrawals).orderBy(desc(cryptoWithdrawals.id)),
            l,
            o,
          ),
        () => countOf(db.select({ total: count() }).from(cryptoWithdrawals).where(f.withdrawals)),
      ),
    swaptra: () =>
      page(
        window,
        (l, o) => limited(db.select().from(swapOrders).where(f.swaps).orderBy(desc(swapOrders.id)), l, o),
        () => countOf(db.select({ total: count() }).from(swapOrders).where(f.swaps)),
      ),
    deposittransaction: () =>
      page(
        window,
        (l, o) =>
          limited(db.select().from(cryptoDeposits).where(f.deposits).orderBy(desc(cryptoDeposits.id)), l, o),
        () => countOf(db.select({ total: count() }).from(cryptoDeposits).where(f.deposits)),
      ),
    transfer_array: () => transferList(db, s, window),
    depoaddress: () => addressList(db, s, window, 'deposit'),
    withaddress: () => addressList(db, s, window, 'withdraw'),
  };
};

export type CryptoLists = ReturnType<typeof cryptoLists>;
