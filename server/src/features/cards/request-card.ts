import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardProducts, cards } from '../../db/schema/index';
import { loadUser } from '../../domain/users';
import { ApiError, notFound } from '../../http/api-error';
import { cardLedgerAccount, ownFiatAccount } from '../../lib/customer-funds/owned';

export type CardRequest = {
  userId: number;
  accountId: number;
  productId?: number;
  type: 'virtual' | 'physical';
  deliveryId?: number;
  customerName?: string;
  settings: Record<string, string>;
};

/** Without a name from the customer, a card is named after its product and its account's last 4 digits
 * ("Virtual Card ··0180"): one live card per account, so two requested cards never share a name. */
const distinctName = (product: string, accountNumber: string | null): string =>
  accountNumber ? `${product} ··${accountNumber.slice(-4)}` : product;

/** A new card request (status Pending until the team approves it), linked to one of the caller's fiat
 * accounts, in that account's currency; one live card per account. */
export const requestCard = async (db: Executor, input: CardRequest) => {
  const account = await ownFiatAccount(db, input.userId, input.accountId);
  const [product] = input.productId
    ? await db
        .select()
        .from(cardProducts)
        .where(and(eq(cardProducts.id, input.productId), eq(cardProducts.cardType, input.type)))
    : await db.select().from(cardProducts).where(eq(cardProducts.cardType, input.type)).limit(1);
  if (!product) throw notFound('Card product not found');
  const existing = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.accountId, account.id), ne(cards.status, 'Rejected')));
  if (existing.length) throw new ApiError('409', 'This account already has a card');
  const user = await loadUser(db, input.userId);
  const [card] = await db
    .insert(cards)
    .values({
      userId: input.userId,
      productId: product.id,
      accountId: account.id,
      deliveryId: input.deliveryId ?? null,
      currency: account.currency,
      customerName: input.customerName ?? `${user.firstName} ${user.lastName}`,
      status: 'Pending',
      settings: {
        card_name: distinctName(product.cardName, account.accountNumber),
        smsalert: 'No',
        withdraw_fromaccount: 'Yes',
        ...input.settings,
      },
    })
    .returning();
  await cardLedgerAccount(db, card!);
  return card!;
};
