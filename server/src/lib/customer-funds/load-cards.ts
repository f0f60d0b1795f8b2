// Shared by the cards area and the transaction lists (features may not import each other).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardProducts, cards, ledgerAccounts } from '../../db/schema/index';
import { type CardRow, type LedgerAccount } from './owned';
import { cardWire } from './wire';

export type LoadedCard = { card: CardRow; productName: string; balance: LedgerAccount | undefined };

/** The user's cards with product name and card sub-account, oldest first. */
export const loadCards = async (
  db: Executor,
  userId: number,
  where?: { accountId?: number; status?: string },
): Promise<LoadedCard[]> => {
  const filters = [eq(cards.userId, userId)];
  if (where?.accountId) filters.push(eq(cards.accountId, where.accountId));
  if (where?.status) filters.push(eq(cards.status, where.status));
  const rows = await db
    .select()
    .from(cards)
    .where(and(...filters))
    .orderBy(asc(cards.id));
  if (!rows.length) return [];
  const products = new Map((await db.select().from(cardProducts)).map((p) => [p.id, p.cardName]));
  const balances = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'card'),
        inArray(
          ledgerAccounts.cardId,
          rows.map((c) => c.id),
        ),
      ),
    );
  return rows.map((card) => ({
    card,
    productName: products.get(card.productId) ?? '',
    balance: balances.find((b) => b.cardId === card.id),
  }));
};

export const cardListWire = (loaded: LoadedCard[]) =>
  loaded.map(({ card, productName, balance }) => cardWire(card, { productName, balance }));
