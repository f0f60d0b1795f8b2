import { endpoints } from '../../contract';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { accountsOf } from '../../lib/ledger-accounts';
import { listWindow, type ListWindow } from '../../lib/list-scope';
import type { CryptoList, Paged } from './crypto-lists/paging';
import { cryptoLists, type CryptoLists } from './crypto-lists/queries';
import * as row from './crypto-lists/rows';

/** The validated query string (shared/src/contract/endpoints/crypto.ts, cryptoListsQuerySchema). */
type CryptoListsQuery = {
  list?: CryptoList;
  from?: string;
  to?: string;
  coin?: string;
  page?: number;
  size?: number;
};

/** Reads the lists asked for, one after another (one connection); a list not asked for answers [] without
 * touching the database. */
const readLists = async (db: Db, userId: number, query: CryptoListsQuery, window: ListWindow | undefined) => {
  const { list, page: _page, size: _size, ...filters } = query;
  const of = cryptoLists(db, { userId, ...filters }, window);
  const wanted = <K extends CryptoList>(name: K) =>
    (!list || list === name
      ? of[name]()
      : Promise.resolve<Paged<never>>({ rows: [], total: async () => 0 })) as ReturnType<CryptoLists[K]>;
  return {
    transfer_array: await wanted('transfer_array'),
    withdrawtransaction: await wanted('withdrawtransaction'),
    deposittransaction: await wanted('deposittransaction'),
    buyselltra: await wanted('buyselltra'),
    swaptra: await wanted('swaptra'),
    depoaddress: await wanted('depoaddress'),
    withaddress: await wanted('withaddress'),
  };
};

/** The seven lists of the crypto transactions page. As the spec calls it (no query string): all of them.
 * Contract 1.2: from/to (UTC days, inclusive) and coin in SQL; `?list=` fills only that list, and with
 * page+size only its page plus `paging.total`. */
export const getAllCryptoTransactionHandler = defineHandler(
  endpoints['cryptoExchange.getAllCryptoTransaction'],
  async ({ db, userId, query }) => {
    const asked = query as CryptoListsQuery;
    const window = listWindow(asked);
    const fiat = (await accountsOf(db, userId, 'fiat'))[0];
    const read = await readLists(db, userId, asked, window);
    const data = {
      transfer_array: read.transfer_array.rows.map(row.transferRow(userId)),
      withdrawtransaction: read.withdrawtransaction.rows.map(row.withdrawalRow),
      buyselltra: read.buyselltra.rows.map(row.tradeRow),
      swaptra: read.swaptra.rows.map(row.swapRow),
      deposittransaction: read.deposittransaction.rows.map(row.depositRow),
      depoaddress: read.depoaddress.rows.map(row.depositAddressRow(fiat?.accountNumber ?? '')),
      withaddress: read.withaddress.rows.map(row.withdrawAddressRow(fiat)),
    };
    if (!asked.list || !window) return ok(data);
    return ok(data, 'Success', { paging: { ...window, total: await read[asked.list].total() } });
  },
);
