import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerPostings, ledgerTransactions } from '../db/schema/index';
import { wireDate } from '../db/wire';
import { isNegative, neg } from '../ledger/index';
import { type LedgerAccount, shown } from './ledger-accounts';

/** Ledger kinds as the fiat balance sheet names them. */
const KIND_LABELS: Record<string, string> = {
  'fiat-deposit': 'Deposit',
  'seed-deposit': 'Deposit',
  'internal-transfer': 'Internal Transfer',
  'outgoing-wire': 'Outgoing Wire',
  'wallet-to-iban': 'Virtual Wallet to IBAN',
  'iban-to-wallet': 'IBAN to Virtual Wallet',
  'iban-withdrawal': 'IBAN Withdrawal',
  'card-topup': 'Card Top Up',
  'card-to-account': 'Card to Account',
  'card-fee': 'Card Fee',
  'exchange-buy': 'Crypto Buy',
  'exchange-sell': 'Crypto Sell',
};

/** The fiat balance sheet of the given accounts: every posting, newest first (all of them: a statement that
 * silently stops at some count would be wrong). One function for
 * account.getAllInternal (wallets) and balancedata (transaction lists), so both lists read the same. */
export const balanceSheetOf = async (
  db: Executor,
  accounts: LedgerAccount[],
  filter?: SQL,
  window?: { page: number; size: number },
) => {
  if (!accounts.length) return [];
  const where = and(
    inArray(
      ledgerPostings.accountId,
      accounts.map((a) => a.id),
    ),
    filter,
  );
  // A page picks its posting ids first (no join), then joins just those rows.
  const pageIds = window
    ? db
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(where)
        .orderBy(desc(ledgerPostings.id))
        .limit(window.size)
        .offset((window.page - 1) * window.size)
    : undefined;
  const rows = await db
    .select({
      id: ledgerPostings.id,
      accountId: ledgerPostings.accountId,
      currency: ledgerPostings.currency,
      amount: ledgerPostings.amount,
      after: ledgerPostings.balanceAfter,
      at: ledgerPostings.createdAt,
      kind: ledgerTransactions.kind,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(pageIds ? inArray(ledgerPostings.id, pageIds) : where)
    .orderBy(desc(ledgerPostings.id));
  return rows.map((r) => ({
    balance_sheet_id: String(r.id),
    created_datetime: wireDate(r.at),
    transaction_type: KIND_LABELS[r.kind] ?? r.kind,
    type: isNegative(r.amount) ? 'Debit' : 'Credit',
    status: 'Approved',
    amount: shown(isNegative(r.amount) ? neg(r.amount) : r.amount, r.currency),
    current_balance: shown(r.after, r.currency),
    currency_type: r.currency,
    account_id_fk: String(r.accountId),
  }));
};

/** How many postings of the given accounts match the filter (paging.total of the fiat ledger). */
export const balanceSheetCount = async (
  db: Executor,
  accounts: LedgerAccount[],
  filter?: SQL,
): Promise<number> => {
  if (!accounts.length) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(ledgerPostings)
    .where(
      and(
        inArray(
          ledgerPostings.accountId,
          accounts.map((a) => a.id),
        ),
        filter,
      ),
    );
  return row?.total ?? 0;
};
