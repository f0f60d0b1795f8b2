import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { endpoints } from '../../contract';
import {
  cryptoAddresses,
  cryptoDeposits,
  cryptoTransfers,
  cryptoWithdrawals,
  exchangeOrders,
  swapOrders,
  users,
} from '../../db/schema/index';
import type { Db } from '../../db/client';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountsOf, shown } from '../../lib/ledger-accounts';
import { dayRange, listWindow, type ListWindow } from '../../lib/list-scope';

const s8 = (amount: string) => shown(amount, 'BTC');

type CryptoList =
  | 'buyselltra'
  | 'withdrawtransaction'
  | 'swaptra'
  | 'deposittransaction'
  | 'transfer_array'
  | 'depoaddress'
  | 'withaddress';
/** The validated query string (shared/src/contract/endpoints/crypto.ts, cryptoListsQuerySchema). */
type CryptoListsQuery = {
  list?: CryptoList;
  from?: string;
  to?: string;
  coin?: string;
  page?: number;
  size?: number;
};
type Scope = {
  userId: number;
  from?: string | undefined;
  to?: string | undefined;
  coin?: string | undefined;
};
type Paged<T> = { rows: T[]; total: () => Promise<number> };

/** One list: its rows (newest first, a page when asked) and, for `paging`, how many match. Filters are SQL. */
const page = async <T>(
  window: ListWindow | undefined,
  rows: (limit?: number, offset?: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> => ({
  rows: window ? await rows(window.size, (window.page - 1) * window.size) : await rows(),
  total,
});
const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
const limited = <Q extends { limit: (n: number) => { offset: (n: number) => unknown } }>(
  query: Q,
  limit?: number,
  offset?: number,
) => (limit === undefined ? query : query.limit(limit).offset(offset ?? 0)) as unknown as Promise<Awaited<Q>>;

const lists = (db: Db, s: Scope, window: ListWindow | undefined) => {
  const trades: SQL | undefined = and(
    eq(exchangeOrders.userId, s.userId),
    s.coin ? like(exchangeOrders.exchnagePair, `%|${s.coin}`) : undefined,
    dayRange(exchangeOrders.createdAt, s),
  );
  const withdrawals = and(
    eq(cryptoWithdrawals.userId, s.userId),
    s.coin ? eq(cryptoWithdrawals.coinCode, s.coin) : undefined,
    dayRange(cryptoWithdrawals.createdAt, s),
  );
  const swaps = and(
    eq(swapOrders.userId, s.userId),
    s.coin ? eq(swapOrders.fromCoin, s.coin) : undefined,
    dayRange(swapOrders.createdAt, s),
  );
  const deposits = and(
    eq(cryptoDeposits.userId, s.userId),
    s.coin ? eq(cryptoDeposits.coinCode, s.coin) : undefined,
    dayRange(cryptoDeposits.createdAt, s),
  );
  // Transfers show the counter-party (sent and received).
  const transfers = and(
    or(eq(cryptoTransfers.userId, s.userId), eq(cryptoTransfers.toUserId, s.userId)),
    s.coin ? eq(cryptoTransfers.coinCode, s.coin) : undefined,
    dayRange(cryptoTransfers.createdAt, s),
  );
  // Addresses carry no coin: only the days filter them.
  const addresses = (direction: string) =>
    and(
      eq(cryptoAddresses.userId, s.userId),
      eq(cryptoAddresses.direction, direction),
      dayRange(cryptoAddresses.createdAt, s),
    );
  return {
    buyselltra: () =>
      page(
        window,
        (l, o) =>
          limited(db.select().from(exchangeOrders).where(trades).orderBy(desc(exchangeOrders.id)), l, o),
        () => countOf(db.select({ total: count() }).from(exchangeOrders).where(trades)),
      ),
    withdrawtransaction: () =>
      page(
        window,
        (l, o) =>
          limited(
            db.select().from(cryptoWithdrawals).where(withdrawals).orderBy(desc(cryptoWithdrawals.id)),
            l,
            o,
          ),
        () => countOf(db.select({ total: count() }).from(cryptoWithdrawals).where(withdrawals)),
      ),
    swaptra: () =>
      page(
        window,
        (l, o) => limited(db.select().from(swapOrders).where(swaps).orderBy(desc(swapOrders.id)), l, o),
        () => countOf(db.select({ total: count() }).from(swapOrders).where(swaps)),
      ),
    deposittransaction: () =>
      page(
        window,
        (l, o) =>
          limited(db.select().from(cryptoDeposits).where(deposits).orderBy(desc(cryptoDeposits.id)), l, o),
        () => countOf(db.select({ total: count() }).from(cryptoDeposits).where(deposits)),
      ),
    transfer_array: () =>
      page(
        window,
        (l, o) =>
          limited(
            db
              .select({ t: cryptoTransfers, from: users })
              .from(cryptoTransfers)
              .innerJoin(users, eq(users.id, cryptoTransfers.userId))
              .where(transfers)
              .orderBy(desc(cryptoTransfers.id)),
            l,
            o,
          ),
        () => countOf(db.select({ total: count() }).from(cryptoTransfers).where(transfers)),
      ),
    depoaddress: () =>
      page(
        window,
        (l, o) =>
          limited(
            db.select().from(cryptoAddresses).where(addresses('deposit')).orderBy(desc(cryptoAddresses.id)),
            l,
            o,
          ),
        () => countOf(db.select({ total: count() }).from(cryptoAddresses).where(addresses('deposit'))),
      ),
    withaddress: () =>
      page(
        window,
        (l, o) =>
          limited(
            db.select().from(cryptoAddresses).where(addresses('withdraw')).orderBy(desc(cryptoAddresses.id)),
            l,
            o,
          ),
        () => countOf(db.select({ total: count() }).from(cryptoAddresses).where(addresses('withdraw'))),
      ),
  };
};

type Lists = ReturnType<typeof lists>;

/** The seven lists of the crypto transactions page. As the spec calls it (no query string): all of them.
 * Contract 1.2: from/to (UTC days, inclusive) and coin in SQL; `?list=` fills only that list, and with
 * page+size only its page plus `paging.total`. */
export const getAllCryptoTransactionHandler = defineHandler(
  endpoints['cryptoExchange.getAllCryptoTransaction'],
  async ({ db, userId, query }) => {
    const { list, page: _page, size: _size, ...filters } = query as CryptoListsQuery;
    const window = listWindow(query as CryptoListsQuery);
    const fiat = await accountsOf(db, userId, 'fiat');
    const number = fiat[0]?.accountNumber ?? '';
    const of = lists(db, { userId, ...filters }, window);
    // A list not asked for answers [] without touching the database.
    const wanted = <K extends CryptoList>(name: K) =>
      (!list || list === name
        ? of[name]()
        : Promise.resolve<Paged<never>>({ rows: [], total: async () => 0 })) as ReturnType<Lists[K]>;
    const [transfers, withdrawals, deposits, exchanges, swaps, depositAddresses, withdrawAddresses] = [
      await wanted('transfer_array'),
      await wanted('withdrawtransaction'),
      await wanted('deposittransaction'),
      await wanted('buyselltra'),
      await wanted('swaptra'),
      await wanted('depoaddress'),
      await wanted('withaddress'),
    ];
    const data = {
      transfer_array: transfers.rows.map(({ t, from }) => ({
        transfer_id: String(t.id),
        transaction_hash: t.reference,
        coin_code: t.coinCode,
        transfer_amount: s8(t.userId === userId ? `-${t.amount}` : t.amount),
        first_name: from.firstName,
        last_name: from.lastName,
        email_id: from.email,
        image_64: from.imageFile,
        created_datetime: wireDate(t.createdAt),
      })),
      withdrawtransaction: withdrawals.rows.map((w) => ({
        withdraw_tra_id: String(w.id),
        transaction_hash: w.transactionHash ?? w.reference,
        coin_code: w.coinCode,
        withdraw_amount: s8(w.withdrawAmount),
        originalwithamount: s8(w.originalAmount),
        tenpercnt: s8(w.tenpercnt),
        transaction_fees: s8(w.transactionFees),
        withdraw_status: w.status,
        created_datetime: wireDate(w.createdAt),
      })),
      buyselltra: exchanges.rows.map((e) => ({
        exchange_id: String(e.id),
        transaction_hash: e.reference,
        created_datetime: wireDate(e.createdAt),
        exchange_type: e.exchangeType,
        exchnage_pair: e.exchnagePair,
        admin_reward: s8(e.adminReward),
        fiat_amount: shown(e.fiatAmount, 'USD'),
        crypto_amount: s8(e.cryptoAmount),
        transfer_status: e.status,
        admin_transaction_hash: e.adminTransactionHash,
        admin_note: e.adminNote,
      })),
      swaptra: swaps.rows.map((w) => ({
        swap_id: String(w.id),
        transaction_hash: w.reference,
        created_datetime: wireDate(w.createdAt),
        from_amount: s8(w.fromAmount),
        coin_code: w.fromCoin,
        from_coin: w.fromCoin,
        from_coincode: w.fromCoin,
        to_amount: s8(w.toAmount),
        to_coin_code: w.toCoin,
        to_coin: w.toCoin,
        to_coincode: w.toCoin,
        admin_reward: s8(w.adminReward),
        swap_status: w.status,
      })),
      deposittransaction: deposits.rows.map((d) => ({
        depositfund_id: String(d.id),
        transaction_hash: d.transactionHash ?? d.reference,
        coin_code: d.coinCode,
        fund_amount: s8(d.amount),
        withdraw_status: d.status,
        created_datetime: wireDate(d.createdAt),
      })),
      depoaddress: depositAddresses.rows.map((a) => ({
        deposit_address_id: String(a.id),
        user_acc_account_number: number,
        wallet_address: a.walletAddress,
        status: a.status,
        created_datetime: wireDate(a.createdAt),
      })),
      withaddress: withdrawAddresses.rows.map((a) => ({
        withdraw_address_id: String(a.id),
        user_acc_account_number: number,
        wallet_address: a.walletAddress,
        user_crypto_wallets_crypto_fk: String(a.walletId),
        account_id: fiat[0] ? String(fiat[0].id) : null,
        created_datetime: wireDate(a.createdAt),
      })),
    };
    if (!list || !window) return ok(data);
    const picked = {
      transfer_array: transfers,
      withdrawtransaction: withdrawals,
      deposittransaction: deposits,
      buyselltra: exchanges,
      swaptra: swaps,
      depoaddress: depositAddresses,
      withaddress: withdrawAddresses,
    }[list];
    return ok(data, 'Success', { paging: { ...window, total: await picked.total() } });
  },
);
