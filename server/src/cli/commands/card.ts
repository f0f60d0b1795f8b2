import { and, desc, eq } from 'drizzle-orm';
import { issueCardNumber, queueUsage } from '../../adapters/card-processor';
import type { Db } from '../../db/client';
import { cards } from '../../db/schema/index';
import { providerBlock, providerUnblock } from '../../domain/card-block';
import { type Command, need, userByEmail } from '../command';

type CardRow = typeof cards.$inferSelect;

/** The lifecycle the provider's team drives (spec 03 §4 "decided by the server"): Pending → approve →
 * Approved → the customer pays the fee (Pending, fee paid) → activate → Active ⇄ Blocked; reject before the
 * fee is paid (a paid fee is never kept for a rejected card, so rejecting then is refused). The provider's
 * block is its own state: the customer's freeze switch cannot lift it, only `unblock` does. */
const NEXT: Record<string, (card: CardRow) => Partial<CardRow> | string> = {
  approve: (card) =>
    card.status === 'Pending' && card.settings.fee_paid !== 'Yes'
      ? { status: 'Approved' }
      : `card ${card.id} is ${card.status}: only a new Pending card can be approved`,
  activate: (card) =>
    card.status === 'Pending' && card.settings.fee_paid === 'Yes'
      ? { status: 'Active', ...issueCardNumber() }
      : `card ${card.id} is ${card.status}${card.settings.fee_paid === 'Yes' ? '' : ' without its fee paid'}: only a Pending card whose fee is paid can be activated`,
  block: (card) =>
    providerBlock(card) ??
    `card ${card.id} is ${card.status}: only an Active card (or one its customer froze) can be blocked`,
  unblock: (card) =>
    providerUnblock(card) ?? `card ${card.id} is ${card.status}: it is not blocked by the provider`,
  reject: (card) =>
    (card.status === 'Pending' || card.status === 'Approved') && card.settings.fee_paid !== 'Yes'
      ? { status: 'Rejected' }
      : `card ${card.id} is ${card.status}${card.settings.fee_paid === 'Yes' ? ' with its fee paid' : ''}: only a card whose fee is not paid yet can be rejected`,
};

/** `<card>` is the card id, or `latest` (the customer's newest card: what e2e tests just requested). */
const findCard = async (db: Db, userId: number, which: string): Promise<CardRow> => {
  const [card] =
    which === 'latest'
      ? await db.select().from(cards).where(eq(cards.userId, userId)).orderBy(desc(cards.id)).limit(1)
      : await db
          .select()
          .from(cards)
          .where(and(eq(cards.userId, userId), eq(cards.id, Number(which))));
  if (!card) throw new Error(`no card ${which} for this customer`);
  return card;
};

const usage = async (db: Db, card: CardRow, amount: string | undefined, merchant: string | undefined) => {
  if (!/^\d+(\.\d{1,2})?$/.test(need(amount, 'amount')))
    throw new Error('amount must be a decimal with at most 2 places');
  await queueUsage(db, card.id, { amount: amount!, merchant: merchant ?? 'Test Merchant' });
  return `card ${card.id}: purchase of ${amount} ${card.currency} queued for the next usage refresh`;
};

export const cardCommand: Command = {
  name: 'card',
  usage:
    'card approve|activate|block|unblock|reject <email> <card-id|latest>  ·  card purchase <email> <card-id|latest> <amount> [merchant]',
  run: async (db, [action, email, which, amount, merchant]) => {
    const user = await userByEmail(db, email);
    const card = await findCard(db, user.id, need(which, 'card id'));
    if (action === 'purchase') return usage(db, card, amount, merchant);
    const next = NEXT[need(action, 'action')];
    if (!next) throw new Error('action must be approve, activate, block, unblock, reject or purchase');
    const change = next(card);
    if (typeof change === 'string') throw new Error(change);
    const [updated] = await db
      .update(cards)
      .set(change)
      .where(and(eq(cards.id, card.id), eq(cards.status, card.status)))
      .returning();
    if (!updated) throw new Error(`card ${card.id} changed meanwhile`);
    return `card ${card.id} of ${user.email}: ${card.status} → ${updated.status}`;
  },
};
