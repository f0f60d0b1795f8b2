import { and, count, desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cardUsage } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { cardFacts } from './card-rows';
import { type CardListQuery, listWindow, dayRange } from '../../lib/list-scope';
import { usageWire } from './usage-rows';

/** Card purchases of the caller's cards, newest first, plus the card filter; contract 1.1 filters (card, from/to)
 * and pages like the card transactions. */
export const getUserCardUsageTransactionsHandler = defineHandler(
  endpoints['cards.getUserCardUsageTransactions'],
  async ({ db, userId, query }) => {
    const { card, ...rest } = query as CardListQuery;
    const where = and(
      eq(cardUsage.userId, userId),
      card ? eq(cardUsage.cardId, Number(card)) : undefined,
      dayRange(cardUsage.createdAt, rest),
    );
    const window = listWindow(rest);
    const loaded = await loadCards(db, userId);
    const facts = await cardFacts(db, loaded);
    const selected = db.select().from(cardUsage).where(where).orderBy(desc(cardUsage.id));
    const rows = window
      ? await selected.limit(window.size).offset((window.page - 1) * window.size)
      : await selected;
    const data = rows.map((r) => usageWire(r, facts.get(r.cardId)?.cardNumber ?? ''));
    const allcards = cardListWire(loaded);
    if (!window) return ok(data, 'Success', { allcards });
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(cardUsage).where(where);
    return ok(data, 'Success', { allcards, paging: { ...window, total } });
  },
);
