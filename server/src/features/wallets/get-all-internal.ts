import { and, desc, eq, inArray } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { isNegative, neg } from '../../ledger/decimal';
import { accountsOf, shown } from '../../lib/ledger-accounts';

/** Ledger kinds as the fiat balance sheet names them. */
export const KIND_LABELS: Record<string, string> = {
  'fiat-deposit': 'Deposit', 'seed-deposit': 'Deposit', 'internal-transfer': 'Internal Transfer', 'outgoing-wire': 'Outgoing Wire',
  'wallet-to-iban': 'Virtual Wallet to IBAN', 'iban-to-wallet': 'IBAN to Virtual Wallet', 'iban-withdrawal': 'IBAN Withdrawal',
};

/** The fiat virtual-wallet balance sheet: every posting on the user's fiat wallets, newest first. */
export const getAllInternalHandler = defineHandler(endpoints['account.getAllInternal'], async ({ db, userId }) => {
  const accounts = await accountsOf(db, userId, 'fiat');
  if (!accounts.length) return ok([]);
  const rows = await db
    .select({ id: ledgerPostings.id, accountId: ledgerPostings.accountId, currency: ledgerPostings.currency, amount: ledgerPostings.amount, after: ledgerPostings.balanceAfter, at: ledgerPostings.createdAt, kind: ledgerTransactions.kind })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(and(inArray(ledgerPostings.accountId, accounts.map((a) => a.id))))
    .orderBy(desc(ledgerPostings.id))
    .limit(1000);
  return ok(rows.map((r) => ({
    balance_sheet_id: String(r.id), created_datetime: wireDate(r.at), transaction_type: KIND_LABELS[r.kind] ?? r.kind,
    type: isNegative(r.amount) ? 'Debit' : 'Credit', status: 'Approved', amount: shown(isNegative(r.amount) ? neg(r.amount) : r.amount, r.currency),
    current_balance: shown(r.after, r.currency), currency_type: r.currency, account_id_fk: String(r.accountId),
  })));
});
