import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardProducts, cards, ledgerAccounts } from '../../db/schema/index';
import type { CardRow, LedgerAccount } from '../../lib/customer-funds/owned';
import { cardWire } from '../../lib/customer-funds/wire';

// Features may not import each other (lint boundary), so the lists read cards here; the cards area has the
// same loader (candidate for src/lib).

export type OwnCard = { card: CardRow; productName: string; balance: LedgerAccount | undefined };

/** The caller's cards (optionally one status) with product name and card sub-account, oldest first. */
export const ownCards = async (db: Executor, userId: number, status?: string): Promise<OwnCard[]> => {
  const rows = await db.select().from(cards).where(and(eq(cards.userId, userId), status ? eq(cards.status, status) : undefined)).orderBy(asc(cards.id));
  if (!rows.length) return [];
  const products = new Map((await db.select().from(cardProducts)).map((p) => [p.id, p.cardName]));
  const balances = await db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, 'card'), inArray(ledgerAccounts.cardId, rows.map((c) => c.id))));
  return rows.map((card) => ({ card, productName: products.get(card.productId) ?? '', balance: balances.find((b) => b.cardId === card.id) }));
};

/** The allcards filter list: masked PAN, no CVV. */
export const allCardsWire = (loaded: OwnCard[]) => loaded.map(({ card, productName, balance }) => cardWire(card, { productName, balance }));
