import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

// Business records of the money flows (spec 02). Each points at the ledger transaction and/or hold that
// moved the money; status changes (Pending → Completed/Failed) are made by the back-office CLI.

const flowColumns = () => ({
  id: id(),
  userId: integer('user_id').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('Pending'),
  reference: varchar('reference', { length: 60 }).notNull(),
  ledgerTransactionId: integer('ledger_transaction_id'),
  holdId: integer('hold_id'),
  createdAt: createdAt(),
});

/** Fiat deposit (finaljama = amount credited, tenpercnt = fee). */
export const fiatDeposits = pgTable(
  'fiat_deposits',
  {
    ...flowColumns(),
    accountId: integer('account_id').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    fundAmount: money('fund_amount').notNull(),
    finaljama: money('finaljama').notNull(),
    tenpercnt: money('tenpercnt').notNull(),
    information: text('information').notNull().default(''),
    transactionHash: varchar('transaction_hash', { length: 120 }),
    proofUploadId: integer('proof_upload_id'),
  },
  (t) => [index('fiat_deposits_user_idx').on(t.userId)],
);

export const wireTemplates = pgTable(
  'wire_templates',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    tempName: varchar('temp_name', { length: 120 }).notNull(),
    payee: jsonb('payee').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wire_templates_user_idx').on(t.userId)],
);

export const outgoingWires = pgTable(
  'outgoing_wires',
  {
    ...flowColumns(),
    accountId: integer('account_id').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    adminFees: money('admin_fees').notNull(),
    totalAmount: money('total_amount').notNull(),
    payee: jsonb('payee').$type<Record<string, string>>().notNull(),
    message: text('message').notNull().default(''),
    paymentProof: varchar('payment_proof', { length: 200 }),
  },
  (t) => [index('outgoing_wires_user_idx').on(t.userId)],
);

export const internalTransfers = pgTable(
  'internal_transfers',
  {
    ...flowColumns(),
    fromAccountId: integer('from_account_id').notNull(),
    toAccountId: integer('to_account_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    message: text('message').notNull().default(''),
  },
  (t) => [
    index('internal_transfers_user_idx').on(t.userId),
    index('internal_transfers_to_idx').on(t.toUserId),
  ],
);

/** IBAN statement rows (spec 02 IBAN transaction). */
export const ibanTransactions = pgTable('iban_transactions', {
  ...flowColumns(),
  accountId: integer('account_id').notNull(),
  sender: varchar('sender', { length: 200 }).notNull(),
  recipient: varchar('recipient', { length: 200 }).notNull(),
  paymentType: varchar('payment_type', { length: 20 }).notNull(),
  debitCredit: varchar('debit_credit', { length: 6 }).notNull(),
  amount: money('amount').notNull(),
  currency: varchar('currency', { length: 10 }).notNull(),
  networkFee: money('network_fee').notNull().default('0'),
  siteFee: money('site_fee').notNull().default('0'),
});

export const cryptoDeposits = pgTable('crypto_deposits', {
  ...flowColumns(),
  walletId: integer('wallet_id').notNull(),
  coinCode: varchar('coin_code', { length: 10 }).notNull(),
  amount: money('amount').notNull(),
  transactionHash: varchar('transaction_hash', { length: 120 }),
});

export const cryptoWithdrawals = pgTable('crypto_withdrawals', {
  ...flowColumns(),
  walletId: integer('wallet_id').notNull(),
  coinCode: varchar('coin_code', { length: 10 }).notNull(),
  address: varchar('address', { length: 120 }).notNull(),
  network: varchar('network', { length: 30 }).notNull(),
  originalAmount: money('original_amount').notNull(),
  withdrawAmount: money('withdraw_amount').notNull(),
  tenpercnt: money('tenpercnt').notNull(),
  transactionFees: money('transaction_fees').notNull(),
  transactionHash: varchar('transaction_hash', { length: 120 }),
});

export const cryptoTransfers = pgTable('crypto_transfers', {
  ...flowColumns(),
  fromWalletId: integer('from_wallet_id').notNull(),
  toWalletId: integer('to_wallet_id').notNull(),
  toUserId: integer('to_user_id').notNull(),
  coinCode: varchar('coin_code', { length: 10 }).notNull(),
  amount: money('amount').notNull(),
});

/** Wallet address requests (Pending → Approved | Rejected with reason) and saved deposit/withdraw addresses. */
export const walletAddressRequests = pgTable('wallet_address_requests', {
  ...flowColumns(),
  walletId: integer('wallet_id').notNull(),
  walletAddress: varchar('wallet_address', { length: 120 }),
  network: varchar('network', { length: 30 }).notNull(),
  rejectedReason: text('rejected_reason'),
});
export const cryptoAddresses = pgTable('crypto_addresses', {
  id: id(),
  userId: integer('user_id').notNull(),
  walletId: integer('wallet_id').notNull(),
  direction: varchar('direction', { length: 10 }).notNull(),
  walletAddress: varchar('wallet_address', { length: 120 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('Approved'),
  createdAt: createdAt(),
});

/** Buy / Sell orders (exchnage_pair spelt as the spec: FIAT|CRYPTO). */
export const exchangeOrders = pgTable('exchange_orders', {
  ...flowColumns(),
  exchangeType: varchar('exchange_type', { length: 4 }).notNull(),
  exchnagePair: varchar('exchnage_pair', { length: 20 }).notNull(),
  fiatAccountId: integer('fiat_account_id').notNull(),
  walletId: integer('wallet_id').notNull(),
  fiatAmount: money('fiat_amount').notNull(),
  cryptoAmount: money('crypto_amount').notNull(),
  rate: money('rate').notNull(),
  adminReward: money('admin_reward').notNull().default('0'),
  adminTransactionHash: varchar('admin_transaction_hash', { length: 120 }),
  adminNote: text('admin_note'),
});

export const swapOrders = pgTable('swap_orders', {
  ...flowColumns(),
  fromWalletId: integer('from_wallet_id').notNull(),
  toWalletId: integer('to_wallet_id').notNull(),
  fromCoin: varchar('from_coin', { length: 10 }).notNull(),
  toCoin: varchar('to_coin', { length: 10 }).notNull(),
  fromAmount: money('from_amount').notNull(),
  toAmount: money('to_amount').notNull(),
  adminReward: money('admin_reward').notNull().default('0'),
});

/** Used amounts towards yearly limits, per user, kind ('deposit' | 'withdraw' | 'internal' …) and year. */
export const limitUsage = pgTable(
  'limit_usage',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    used: money('used').notNull().default('0'),
  },
  (t) => [index('limit_usage_user_idx').on(t.userId, t.kind, t.year)],
);
