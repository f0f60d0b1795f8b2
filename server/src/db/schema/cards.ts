import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

export const cardProducts = pgTable('card_products', {
  id: id(),
  cardName: varchar('card_name', { length: 120 }).notNull(),
  cardDesc: text('card_desc').notNull(),
  cardType: varchar('card_type', { length: 10 }).notNull(),
  joiningFeesUsd: money('joining_fees_usd').notNull(),
  joiningFeesEur: money('joining_fees_eur').notNull(),
  annualFeesUsd: money('annual_fees_usd').notNull(),
  annualFeesEur: money('annual_fees_eur').notNull(),
});

export const deliveryOptions = pgTable('delivery_options', {
  id: id(),
  dname: varchar('dname', { length: 120 }).notNull(),
  workingdays: varchar('workingdays', { length: 40 }).notNull(),
  usdprice: money('usdprice').notNull(),
  europrice: money('europrice').notNull(),
});

/** A customer's card: Pending → Approved → Active ⇄ Blocked, or Rejected. Settings and limits as JSON. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    deliveryId: integer('delivery_id'),
    accountId: integer('account_id'),
    currency: varchar('card_currancy', { length: 10 }).notNull(),
    cardNumber: varchar('card_number', { length: 19 }),
    expMonth: varchar('exp_month', { length: 2 }),
    expYear: varchar('exp_year', { length: 4 }),
    cvv: varchar('cvv', { length: 4 }),
    customerName: varchar('card_customer_name', { length: 120 }).notNull(),
    status: varchar('usercard_status', { length: 20 }).notNull().default('Pending'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    limits: jsonb('limits').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('cards_user_idx').on(t.userId)],
);

/** Card top-ups, card→account and card fees (cardtra_type debit/credit; issue_status). */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    cardId: integer('card_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    cardtraType: varchar('cardtra_type', { length: 6 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    debitCurrency: varchar('debit_currency', { length: 10 }).notNull(),
    debitAmount: money('debit_amount').notNull(),
    fees: money('fees').notNull().default('0'),
    issueStatus: varchar('issue_status', { length: 20 }).notNull().default('Pending'),
    reference: varchar('reference', { length: 60 }).notNull(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    holdId: integer('hold_id'),
    createdAt: createdAt(),
  },
  (t) => [index('card_transactions_user_idx').on(t.userId)],
);

/** Card purchases reported by the card processor adapter. */
export const cardUsage = pgTable(
  'card_usage',
  {
    id: id(),
    cardId: integer('card_id').notNull(),
    userId: integer('user_id').notNull(),
    processorTransactionId: varchar('transaction_id', { length: 60 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    merchant: varchar('merchant', { length: 120 }).notNull(),
    transactionType: varchar('transaction_type', { length: 20 }).notNull(),
    issueStatus: varchar('issue_status', { length: 20 }).notNull().default('Completed'),
    createdAt: createdAt(),
  },
  (t) => [index('card_usage_card_idx').on(t.cardId)],
);

/** Purchases the back office queued for a card (CLI `card purchase`); the next usage refresh consumes them,
 * whichever process serves it (a delete … returning: each row is taken once). */
export const cardPurchaseQueue = pgTable(
  'card_purchase_queue',
  {
    id: id(),
    cardId: integer('card_id').notNull(),
    /** The processor's message as sent (a checked decimal, at most 2 places): reported as written. */
    amount: varchar('amount', { length: 20 }).notNull(),
    merchant: varchar('merchant', { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_purchase_queue_card_idx').on(t.cardId)],
);
