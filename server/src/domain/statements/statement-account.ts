import { and, eq } from 'drizzle-orm';
import type { StatementSource } from '@portal/shared/contract';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { accountIn, ownAccount } from '../../lib/ledger-accounts';
import { ownCard } from '../../lib/customer-funds/owned';
import { maskPan } from '../../lib/customer-funds/wire';
import type { MessageLanguage } from '../../i18n/translate-message';
import { postalAddress } from '../postal-address';
import { loadUser } from '../users';

/** What a statement's header names, and the ledger account whose postings it lists (none yet: a card whose
 * sub-account was never opened has an empty statement). */
export type StatementAccount = {
  ledgerAccountId: number | undefined;
  source: StatementSource;
  currency: string;
  holder: string;
  address: string;
  accountNumber: string | null;
  ibanNumber: string | null;
  maskedCardNumber: string | null;
  swiftCode: string | null;
};

const cardAccount = async (db: Executor, userId: number, ref: string) => {
  const card = await ownCard(db, userId, Number(ref));
  const [ledger] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'card'), eq(ledgerAccounts.cardId, card.id)));
  return { card, ledgerId: ledger?.id };
};

/** The caller's own account only: another customer's id is the same 404 as a missing one. */
export const statementAccount = async (
  db: Executor,
  userId: number,
  source: StatementSource,
  ref: string,
  language: MessageLanguage = 'en',
): Promise<StatementAccount> => {
  const user = await loadUser(db, userId);
  const base = {
    source,
    holder: user.companyName || `${user.firstName} ${user.lastName}`,
    address: await postalAddress(db, user.address, language),
  };
  if (source === 'card') {
    const { card, ledgerId } = await cardAccount(db, userId, ref);
    return {
      ...base,
      ledgerAccountId: ledgerId,
      currency: card.currency,
      accountNumber: null,
      ibanNumber: null,
      maskedCardNumber: maskPan(card.cardNumber) || null,
      swiftCode: null,
    };
  }
  const account =
    source === 'iban'
      ? await accountIn(db, userId, 'iban', ref)
      : await ownAccount(db, userId, Number(ref), 'fiat');
  if (!account) throw notFound('Account not found');
  return {
    ...base,
    ledgerAccountId: account.id,
    currency: account.currency,
    accountNumber: account.accountNumber,
    ibanNumber: account.ibanNumber,
    maskedCardNumber: null,
    swiftCode: account.swiftCode,
  };
};
