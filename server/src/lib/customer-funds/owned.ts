import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cards, ledgerAccounts } from '../../db/schema/index';
import { notFound } from '../../http/api-error';

// Ownership lookups shared by the cards, exchange and lists areas: every id a client sends is resolved
// together with the caller's user id, and anything else is the same 404 as a missing row (nothing leaks).

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

const ownAccount = async (
  db: Executor,
  userId: number,
  id: number,
  kind: string,
  what: string,
): Promise<LedgerAccount> => {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.kind, kind)),
    );
  if (!row) throw notFound(`${what} not found`);
  return row;
};

export const ownFiatAccount = (db: Executor, userId: number, id: number) =>
  ownAccount(db, userId, id, 'fiat', 'Account');
export const ownCryptoWallet = (db: Executor, userId: number, id: number) =>
  ownAccount(db, userId, id, 'crypto', 'Crypto wallet');

export const ownCard = async (db: Executor, userId: number, cardId: number): Promise<CardRow> => {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  if (!row) throw notFound('Card not found');
  return row;
};

/** The card's own ledger sub-account (balance on the card), opened with the card. */
export const cardLedgerAccount = async (db: Executor, card: CardRow): Promise<LedgerAccount> => {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'card'), eq(ledgerAccounts.cardId, card.id)));
  if (row) return row;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({
      ownerUserId: card.userId,
      kind: 'card',
      currency: card.currency,
      cardId: card.id,
      name: `Card ${card.id}`,
    })
    .returning();
  return created!;
};

export const fiatAccountsOf = (db: Executor, userId: number) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.kind, 'fiat')))
    .orderBy(asc(ledgerAccounts.currency), asc(ledgerAccounts.id));

export const cryptoWalletsOf = (db: Executor, userId: number) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.kind, 'crypto')))
    .orderBy(asc(ledgerAccounts.cryptoId));
