import { desc, eq } from 'drizzle-orm';
import { endpoints } from '../../contract';
import { cardTransactions } from '../../db/schema/index';
import { wireDate } from '../../db/wire';
import { ok } from '../../http/envelope';
import { defineHandler } from '../../http/handler';
import { shown } from '../../lib/ledger-accounts';
import { cardListWire, loadCards } from '../../lib/customer-funds/load-cards';
import { cardFacts } from './card-rows';

/** Top-ups, card→account moves and card fees of the caller's cards, newest first, plus the card filter. */
export const getUserCardsTransactionsHandler = defineHandler(endpoints['cards.getUserCardsTransactions'], async ({ db, userId }) => {
  const loaded = await loadCards(db, userId);
  const facts = await cardFacts(db, loaded);
  const rows = await db.select().from(cardTransactions).where(eq(cardTransactions.userId, userId)).orderBy(desc(cardTransactions.id));
  return ok(rows.map((r) => {
    const card = facts.get(r.cardId);
    return {
      created_datetime: wireDate(r.createdAt), cardtypename: card?.productName ?? '', card_name: card?.cardName ?? '', account_number: card?.accountNumber ?? '',
      card_number: card?.cardNumber ?? '', cardtra_type: r.cardtraType, amount: shown(r.amount, r.currency), card_currancy: card?.currency ?? r.currency,
      issue_status: r.issueStatus, card_id_fk: String(r.cardId), currency: r.currency, debit_currency: r.debitCurrency, debit_amount: shown(r.debitAmount, r.debitCurrency),
      fees: shown(r.fees, r.debitCurrency), kind: r.kind, reference: r.reference,
    };
  }), 'Success', { allcards: cardListWire(loaded) });
});
