import { and } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { internalTransfers, ledgerPostings, outgoingWires } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { fiatAccountsOf } from '../../lib/customer-funds/owned';
import { fiatAccountWire } from '../../lib/customer-funds/wire';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { balanceSheetCount, balanceSheetOf } from '../../lib/balance-sheet';
import { accountMatch, dayRange, type FiatListFilters, scopedAccounts } from '../../lib/list-scope';
import {
  internalTransfersCount,
  internalTransfersOf,
  outgoingWiresCount,
  outgoingWiresOf,
} from './transfer-rows';

/** The validated query string (shared/src/contract/endpoints/lists.ts, fiatListsQuerySchema). */
type FiatListsQuery = FiatListFilters & {
  list?: 'ledger' | 'internal' | 'outgoing';
  page?: number;
  size?: number;
};

/** The fiat-transactions bundle: internal transfers (sent and received), outgoing wires, the fiat balance sheet,
 * the account filter and the cards. As the spec calls it (no query string): everything. Contract 1.1: from/to
 * (UTC days, inclusive) and account filter in SQL; `?list=ledger|internal|outgoing` fills only that list (plus
 * useraccount), and with page+size only its page plus `paging.total` — a 10,000-row ledger stays a small page. */
export const getAllInternalsHandler = defineHandler(
  endpoints['internalTransfer.getAllInternals'],
  async ({ db, userId, query }) => {
    const { list, page, size, ...filters } = query as FiatListsQuery;
    const accounts = await fiatAccountsOf(db, userId);
    const useraccount = accounts.map(fiatAccountWire);
    const ledgerAccounts = scopedAccounts(accounts, filters);
    const ledgerWhere = dayRange(ledgerPostings.createdAt, filters);
    // The client filtered internal transfers on their sending account (from_account_fk); the server keeps that.
    const internalFilter = and(
      accountMatch(internalTransfers.fromAccountId, accounts, filters),
      dayRange(internalTransfers.createdAt, filters),
    );
    const outgoingFilter = and(
      accountMatch(outgoingWires.accountId, accounts, filters),
      dayRange(outgoingWires.createdAt, filters),
    );
    if (!list) {
      return ok(await internalTransfersOf(db, userId, internalFilter), 'Success', {
        outgoing: await outgoingWiresOf(db, userId, outgoingFilter),
        balancedata: await balanceSheetOf(db, ledgerAccounts, ledgerWhere),
        useraccount,
        allcards: cardListWire(await loadCards(db, userId)),
      });
    }
    const window = page !== undefined && size !== undefined ? { page, size } : undefined;
    const empty = { data: [], outgoing: [], balancedata: [] };
    const picked =
      list === 'ledger'
        ? { ...empty, balancedata: await balanceSheetOf(db, ledgerAccounts, ledgerWhere, window) }
        : list === 'internal'
          ? { ...empty, data: await internalTransfersOf(db, userId, internalFilter, window) }
          : { ...empty, outgoing: await outgoingWiresOf(db, userId, outgoingFilter, window) };
    const extras = { outgoing: picked.outgoing, balancedata: picked.balancedata, useraccount, allcards: [] };
    if (!window) return ok(picked.data, 'Success', extras);
    const total =
      list === 'ledger'
        ? await balanceSheetCount(db, ledgerAccounts, ledgerWhere)
        : list === 'internal'
          ? await internalTransfersCount(db, userId, internalFilter)
          : await outgoingWiresCount(db, userId, outgoingFilter);
    return ok(picked.data, 'Success', { ...extras, paging: { ...window, total } });
  },
);
