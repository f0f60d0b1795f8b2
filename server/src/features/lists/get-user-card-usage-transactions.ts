import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cardUsage } from '../../db/schema/index';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { cardFacts } from './card-rows';
import { usageWire } from './usage-rows';

export const getUserCardUsageTransactionsHandler = defineHandler(endpoints['cards.getUserCardUsageTransactions'], async ({ db, userId }) => {
  const loaded = await loadCards(db, userId);
  const facts = await cardFacts(db, loaded);
  const rows = await db.select().from(cardUsage).where(eq(cardUsage.userId, userId)).orderBy(desc(cardUsage.id));
  return ok(rows.map((r) => usageWire(r, facts.get(r.cardId)?.cardNumber ?? '')), 'Success', { allcards: cardListWire(loaded) });
});
