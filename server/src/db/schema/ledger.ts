import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money } from './columns';

/** One business event (a deposit, a wire, a swap …); its postings sum to zero per currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: varchar('kind', { length: 40 }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_reference_uq').on(t.reference)],
);

/** Signed amounts: credit positive, debit negative. balance_after gives the balance-sheet running balance. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    transactionId: integer('transaction_id').notNull(),
    accountId: integer('account_id').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId),
    index('ledger_postings_tx_idx').on(t.transactionId),
  ],
);

/** Money reserved for a pending operation (under review): it stays on the account but is not available. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: id(),
    accountId: integer('account_id').notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('held'),
    captureTransactionId: integer('capture_transaction_id'),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('ledger_holds_account_idx').on(t.accountId),
    uniqueIndex('ledger_holds_reference_uq').on(t.reference),
  ],
);
