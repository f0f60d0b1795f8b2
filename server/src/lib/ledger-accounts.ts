import { providerBankFields } from '../domain/provider';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerAccounts, users } from '../db/schema/index';
import { ApiError, notFound } from '../http/api-error';
import { decimalsFor } from '../contract';
import { type Amount, dec, fmt, sub } from '../ledger/decimal';

// Account look-ups shared by the wallet and crypto handlers. Every id from a request goes through
// ownAccount: another user's id answers the same 404 as a missing one (nothing leaks).

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export const ownAccount = async (
  db: Executor,
  userId: number,
  accountId: number,
  kind: string,
): Promise<LedgerAccount> => {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  if (!row) throw notFound(kind === 'crypto' ? 'Crypto wallet not found' : 'Account not found');
  return row;
};

export const accountsOf = (db: Executor, userId: number, kind: string) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.kind, kind)))
    .orderBy(asc(ledgerAccounts.id));

export const accountIn = async (
  db: Executor,
  userId: number,
  kind: string,
  currency: string,
): Promise<LedgerAccount | undefined> =>
  (
    await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerUserId, userId),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
        ),
      )
  )[0];

export const NO_IBAN =
  'Your IBAN account is currently not available. Please contact support to activate your IBAN account or for further assistance.';

export const ibanAccountIn = async (
  db: Executor,
  userId: number,
  currency: string,
): Promise<LedgerAccount> => {
  const account = await accountIn(db, userId, 'iban', currency);
  if (!account) throw new ApiError('404', NO_IBAN);
  return account;
};

export const available = (account: LedgerAccount): Amount => sub(account.balance, account.held);
/** Display amount: 2 decimals for fiat, 8 for crypto. */
export const shown = (amount: Amount, currency: string): Amount => fmt(dec(amount), decimalsFor(currency));

/** The answer row of a fiat account (spec 02 §3), with the owner's contact details (`address`: postalAddress). */
export const fiatAccountRow = (account: LedgerAccount, user: typeof users.$inferSelect, address: string) => ({
  account_id_pk: String(account.id),
  account_number: account.accountNumber ?? '',
  account_name: account.name,
  ...providerBankFields(account.currency),
  account_currency_type: account.currency,
  available_balance: shown(available(account), account.currency),
  account_balance: shown(account.balance, account.currency),
  iban_number: account.ibanNumber,
  is_iban_account: account.kind === 'iban' ? 'Yes' : 'No',
  account_type: user.accountType,
  customer_name: `${user.firstName} ${user.lastName}`,
  customer_email: user.email,
  customer_phone: `+${user.countryCode} ${user.phoneNumber}`,
  customer_address: address,
});

/** A reference for a ledger transaction / business record: prefix, time and randomness (unique, readable). */
export const newReference = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** The amount as an operation identity (a second-factor code is bound to it): "10.50" and "10.5" are one amount. */
export const opAmount = (amount: Amount): string => dec(amount).toFixed();
