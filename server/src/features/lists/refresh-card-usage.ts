import { fetchUsage } from '../../adapters/card-processor';
import { endpoints } from '../../contract';
import type { Db } from '../../db/client';
import { cardUsage } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { houseAccount, move } from '../../ledger/index';
import { type CardRow, cardLedgerAccount } from '../../lib/customer-funds/owned';
import { loadCards } from '../../lib/customer-funds/load-cards';

type Usage = ReturnType<typeof fetchUsage>[number];

/** Books one processor purchase: the card sub-account pays the outside world. The ledger refuses a debit
 * below the available balance, so such a purchase is recorded as Failed (declined) and moves nothing. */
const bookUsage = async (db: Db, card: CardRow, usage: Usage): Promise<string> => {
  try {
    await db.transaction(async (tx) => {
      const account = await cardLedgerAccount(tx, card);
      await move(tx, { from: account.id, to: await houseAccount(tx, 'external', card.currency), amount: usage.amount, reference: usage.transactionId, kind: 'card-usage', meta: { merchant: usage.merchant } });
    });
    return 'Completed';
  } catch (error) {
    if (error instanceof ApiError) return 'Failed';
    throw error;
  }
};

/** Pulls new purchases of the caller's Active cards from the card processor; answers them as gtmTransactions. */
export const refreshCardUsageHandler = defineHandler(endpoints['cards.getUserCardUsageTransactionsRefresh'], async ({ db, userId }) => {
  const gtmTransactions = [];
  for (const { card } of await loadCards(db, userId, { status: 'Active' })) {
    for (const usage of fetchUsage(card.id)) {
      const status = await bookUsage(db, card, usage);
      await db.insert(cardUsage).values({ cardId: card.id, userId, processorTransactionId: usage.transactionId, amount: usage.amount, currency: card.currency, merchant: usage.merchant, transactionType: usage.transactionType, issueStatus: status });
      gtmTransactions.push({ card_id: String(card.id), transaction_id: usage.transactionId, amount: usage.amount, currency: card.currency, transaction_type: usage.transactionType });
    }
  }
  const message = gtmTransactions.length ? `${gtmTransactions.length} new card transaction(s)` : 'No new card transactions';
  return ok(null, message, { gtmTransactions });
});
