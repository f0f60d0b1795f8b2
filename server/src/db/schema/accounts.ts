import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/**
 * Every place money sits is a ledger account: a customer's fiat wallet (kind 'fiat'), IBAN account ('iban'),
 * crypto wallet ('crypto'), card sub-account ('card'), and the provider's house accounts ('house': fees, fx,
 * external clearing). balance and held are maintained by the ledger only; available = balance − held.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    ownerUserId: integer('owner_user_id'),
    kind: varchar('kind', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    /** House accounts: 'fees' | 'fx' | 'external' | 'network'. */
    houseRole: varchar('house_role', { length: 20 }),
    name: varchar('name', { length: 120 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 40 }),
    routingNumber: varchar('routing_number', { length: 40 }),
    swiftCode: varchar('swift_code', { length: 20 }),
    bankName: varchar('bank_name', { length: 120 }),
    ibanNumber: varchar('iban_number', { length: 40 }),
    /** Crypto wallets: address (null = not generated yet), network and the address-request status. */
    walletAddress: varchar('wallet_address', { length: 120 }),
    network: varchar('network', { length: 30 }),
    walletAddressStatus: varchar('wallet_address_status', { length: 20 }),
    cryptoId: integer('crypto_id'),
    cardId: integer('card_id'),
    /** External clearing house accounts mirror the outside world and may go negative. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: money('balance').notNull().default('0'),
    held: money('held').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_accounts_owner_idx').on(t.ownerUserId, t.kind),
    uniqueIndex('ledger_accounts_number_uq').on(t.accountNumber),
  ],
);

/** Coins offered (spec 02 crypto wallet crypto_id): BTC, ETH, USDT, USDC. */
export const cryptoCoins = pgTable('crypto_coins', {
  id: integer('id').primaryKey(),
  coin: varchar('coin', { length: 40 }).notNull(),
  coinCode: varchar('coin_code', { length: 10 }).notNull(),
  network: varchar('network', { length: 30 }).notNull(),
});

/** The provider's own bank accounts shown for deposits and Buy (spec 02/03 "Admin bank account"). */
export const adminBankAccounts = pgTable('admin_bank_accounts', {
  id: id(),
  accountName: varchar('account_name', { length: 120 }).notNull(),
  accountNumber: varchar('account_number', { length: 40 }).notNull(),
  routingNumber: varchar('routing_number', { length: 40 }).notNull(),
  swiftCode: varchar('swift_code', { length: 20 }).notNull(),
  bankName: varchar('bank_name', { length: 120 }).notNull(),
  currency: varchar('account_currency_type', { length: 10 }).notNull(),
});
